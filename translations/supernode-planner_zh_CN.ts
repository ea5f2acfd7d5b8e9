<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Bom</name>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Nodes (chassis, boards, memory, storage)</source>
        <translation>节点（机箱、主板、内存、存储）</translation>
    </message>
    <message>
        <source>Host CPUs</source>
        <translation>主机 CPU</translation>
    </message>
    <message>
        <source>DPUs</source>
        <translation>DPU</translation>
    </message>
    <message>
        <source>Scale-out NICs</source>
        <translation>横向扩展网卡</translation>
    </message>
    <message>
        <source>Scale-up switch chips</source>
        <translation>纵向扩展交换芯片</translation>
    </message>
    <message>
        <source>Scale-out leaf switches</source>
        <translation>横向扩展叶交换机</translation>
    </message>
    <message>
        <source>Scale-out spine switches</source>
        <translation>横向扩展脊交换机</translation>
    </message>
    <message>
        <source>Scale-out core switches</source>
        <translation>横向扩展核心交换机</translation>
    </message>
    <message>
        <source>Scale-out switches</source>
        <translation>横向扩展交换机</translation>
    </message>
    <message>
        <source>Optical circuit switches</source>
        <translation>光路交换机</translation>
    </message>
    <message>
        <source>Rack power shelves</source>
        <translation>机柜电源框</translation>
    </message>
    <message>
        <source>Busways</source>
        <translation>母线槽</translation>
    </message>
    <message>
        <source>Floor PDUs</source>
        <translation>列头 PDU</translation>
    </message>
    <message>
        <source>UPS units</source>
        <translation>UPS 单元</translation>
    </message>
    <message>
        <source>Switchboards</source>
        <translation>配电柜</translation>
    </message>
    <message>
        <source>Transformers</source>
        <translation>变压器</translation>
    </message>
    <message>
        <source>Cabinets</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Coolant distribution units</source>
        <translation>冷却液分配单元（CDU）</translation>
    </message>
    <message>
        <source>included</source>
        <translation>已含</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Optical transceivers, single-mode</source>
        <translation>光模块，单模</translation>
    </message>
    <message>
        <source>Optical cables, multimode</source>
        <translation>光缆，多模</translation>
    </message>
    <message>
        <source>Optical cables, single-mode</source>
        <translation>光缆，单模</translation>
    </message>
    <message>
        <source>Passive copper cables</source>
        <translation>无源铜缆</translation>
    </message>
    <message>
        <source>Active copper cables</source>
        <translation>有源铜缆</translation>
    </message>
    <message>
        <source>Dry coolers (capacity)</source>
        <translation>干冷器（容量）</translation>
    </message>
    <message>
        <source>Cooling towers (capacity)</source>
        <translation>冷却塔（容量）</translation>
    </message>
    <message>
        <source>Chillers (capacity)</source>
        <translation>冷水机组（容量）</translation>
    </message>
    <message>
        <source>%1, %2 on average</source>
        <translation>%1，平均 %2</translation>
    </message>
    <message>
        <source>Optical transceivers, multimode</source>
        <translation>光模块，多模</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>能源使用效率（PUE）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练时间占比（Goodput）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the visible chart as a PNG or SVG image</source>
        <translation>将当前显示的图表保存为 PNG 或 SVG 图片</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>%1: %2 min, %3 %</source>
        <translation>%1：%2 分钟，%3 %</translation>
    </message>
    <message>
        <source>Goodput against checkpoint period</source>
        <translation>有效训练时间占比与检查点周期的关系</translation>
    </message>
    <message>
        <source>Goodput against checkpoint period: %1</source>
        <translation>有效训练时间占比与检查点周期的关系：%1</translation>
    </message>
    <message>
        <source>Checkpoint period, write included (min, log scale)</source>
        <translation>检查点周期，含写入时间（分钟，对数坐标）</translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation>有效训练时间占比（%）</translation>
    </message>
    <message>
        <source>Young</source>
        <translation>Young 公式</translation>
    </message>
    <message>
        <source>Daly</source>
        <translation>Daly 公式</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>In use (optimal)</source>
        <translation>当前使用（最优）</translation>
    </message>
    <message>
        <source>In use (as configured)</source>
        <translation>当前使用（按配置）</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Server fans</source>
        <translation>服务器风扇</translation>
    </message>
    <message>
        <source>Cooling plant</source>
        <translation>制冷系统</translation>
    </message>
    <message>
        <source>Power losses</source>
        <translation>转换与配电损耗</translation>
    </message>
    <message>
        <source>Facility power, annual mean</source>
        <translation>设施总功耗（年均值）</translation>
    </message>
    <message>
        <source>Facility power (MW)</source>
        <translation>设施总功耗（MW）</translation>
    </message>
    <message>
        <source>Facility power (kW)</source>
        <translation>设施总功耗（kW）</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Cold plate (%1 % liquid)</source>
        <translation>冷板式液冷（液冷占比 %1 %）</translation>
    </message>
    <message>
        <source>Immersion (single- and two-phase)</source>
        <translation>浸没式液冷（单相与两相）</translation>
    </message>
    <message>
        <source>Immersion, single-phase</source>
        <translation>单相浸没式液冷</translation>
    </message>
    <message>
        <source>Immersion, two-phase</source>
        <translation>两相浸没式液冷</translation>
    </message>
    <message>
        <source>Hybrid (%1 % liquid)</source>
        <translation>风液混合（液冷占比 %1 %）</translation>
    </message>
    <message>
        <source>PUE and cooling energy</source>
        <translation>PUE 与制冷能耗</translation>
    </message>
    <message>
        <source>PUE and cooling energy against supply temperature: %1</source>
        <translation>PUE 与制冷能耗随供液温度的变化：%1</translation>
    </message>
    <message>
        <source>Supply temperature (°C)</source>
        <translation>供液温度（°C）</translation>
    </message>
    <message>
        <source>Cooling energy (GWh/yr), dashed</source>
        <translation>制冷能耗（GWh/yr），虚线</translation>
    </message>
    <message>
        <source>Cooling energy (MWh/yr), dashed</source>
        <translation>制冷能耗（MWh/yr），虚线</translation>
    </message>
    <message>
        <source>This configuration: %1 °C, PUE %2</source>
        <translation>当前配置：%1 °C，PUE %2</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Accelerators (log scale)</source>
        <translation>加速卡数量（对数坐标）</translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation>扩展效率（%）</translation>
    </message>
    <message>
        <source>N = %1: %2 %</source>
        <translation>N = %1：%2 %</translation>
    </message>
    <message>
        <source>90 % target</source>
        <translation>90 % 目标线</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>TP comm.</source>
        <translation>TP 通信</translation>
    </message>
    <message>
        <source>PP comm.</source>
        <translation>PP 通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>DP comm.</source>
        <translation>DP 通信</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Training step breakdown: exposed communication, checkpoints and failures per step</source>
        <translation>训练单步时间分解：每步中暴露的通信、检查点与故障开销</translation>
    </message>
    <message>
        <source>Time per step (s)</source>
        <translation>单步时间（s）</translation>
    </message>
    <message>
        <source>%1: %2 %</source>
        <translation>%1：%2 %</translation>
    </message>
    <message>
        <source>EP all-to-all</source>
        <translation>EP all-to-all</translation>
    </message>
    <message>
        <source>CP comm.</source>
        <translation>CP 通信</translation>
    </message>
    <message>
        <source>%1 against request rate</source>
        <translation>%1 与请求速率的关系</translation>
    </message>
    <message>
        <source>Offered rate (requests/s)</source>
        <translation>请求速率（次/秒）</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>时延（ms）</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>P99 target %1 ms</source>
        <translation>P99 目标 %1 ms</translation>
    </message>
    <message>
        <source>No rate meets the target: even one request alone misses it</source>
        <translation>没有任何速率能满足目标：即使只有一个请求也无法达到</translation>
    </message>
    <message>
        <source>Highest rate meeting the target</source>
        <translation>满足目标的最高速率</translation>
    </message>
    <message>
        <source>%L1 requests/s</source>
        <translation>%L1 次请求/秒</translation>
    </message>
    <message>
        <source>Wait (d)</source>
        <translation>等待时间（天）</translation>
    </message>
    <message>
        <source>Wait (h)</source>
        <translation>等待时间（小时）</translation>
    </message>
    <message>
        <source>Wait (min)</source>
        <translation>等待时间（分钟）</translation>
    </message>
    <message>
        <source>Wait (s)</source>
        <translation>等待时间（秒）</translation>
    </message>
    <message>
        <source>Wait per tenant (the %1 with most jobs of %2)</source>
        <translation>各租户等待时间（%2 个租户中作业最多的 %1 个）</translation>
    </message>
    <message>
        <source>Wait per tenant</source>
        <translation>各租户等待时间</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>95th percentile</source>
        <translation>第 95 百分位</translation>
    </message>
    <message>
        <source>Time from the first arrival (d)</source>
        <translation>自首个作业到达起的时间（天）</translation>
    </message>
    <message>
        <source>Time from the first arrival (h)</source>
        <translation>自首个作业到达起的时间（小时）</translation>
    </message>
    <message>
        <source>Time from the first arrival (min)</source>
        <translation>自首个作业到达起的时间（分钟）</translation>
    </message>
    <message>
        <source>Utilisation and queue</source>
        <translation>利用率与排队</translation>
    </message>
    <message>
        <source>Busy (%)</source>
        <translation>忙碌（%）</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>排队</translation>
    </message>
    <message>
        <source>Busy share of the cards in service</source>
        <translation>在役加速卡中忙碌的比例</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>排队作业数</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>主机卸载</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>成本随时间</translation>
    </message>
    <message>
        <source>Cost sensitivity</source>
        <translation>成本敏感性</translation>
    </message>
    <message>
        <source>Hardware capital</source>
        <translation>硬件资本</translation>
    </message>
    <message>
        <source>Facility capital</source>
        <translation>设施资本</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水费</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>Software and support</source>
        <translation>软件与支持</translation>
    </message>
    <message>
        <source>Equivalent annual cost</source>
        <translation>等效年度成本</translation>
    </message>
    <message>
        <source>Annual cost (%1 a year)</source>
        <translation>年度成本（%1/年）</translation>
    </message>
    <message>
        <source>Sensitivity of the cost per million tokens</source>
        <translation>每百万 token 成本的敏感性</translation>
    </message>
    <message>
        <source>Cost per million tokens of %1: each input ±20 %</source>
        <translation>%1 的每百万 token 成本：各输入 ±20 %</translation>
    </message>
    <message>
        <source>Input 20 % lower</source>
        <translation>输入降低 20 %</translation>
    </message>
    <message>
        <source>Input 20 % higher</source>
        <translation>输入提高 20 %</translation>
    </message>
    <message>
        <source>Change (%)</source>
        <translation>变化（%）</translation>
    </message>
    <message>
        <source>Cost of ownership over the hardware&apos;s life</source>
        <translation>硬件寿命期内的拥有成本</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Cost to date, discounted (%1)</source>
        <translation>累计成本，折现（%1）</translation>
    </message>
    <message>
        <source>Equivalent annual cost (* at least: parts without a public price left out)</source>
        <translation>等效年度成本（* 为下限：无公开价格的部件未计入）</translation>
    </message>
    <message>
        <source>Energy and clock</source>
        <translation>能耗与频率</translation>
    </message>
    <message>
        <source>Energy against the clock</source>
        <translation>能耗与频率</translation>
    </message>
    <message>
        <source>Energy per token against step time as the clock falls: %1</source>
        <translation>随频率降低的每 token 能耗与步时：%1</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>步时（s）</translation>
    </message>
    <message>
        <source>Energy per token (J)</source>
        <translation>每 token 能耗（J）</translation>
    </message>
    <message>
        <source>This configuration: %1 J per token</source>
        <translation>当前配置：每 token %1 J</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>Accelerators (cap %1 → %2 % of TDP)</source>
        <translation>加速卡（上限为 TDP 的 %1 → %2 %）</translation>
    </message>
</context>
<context>
    <name>ComparisonSheet</name>
    <message>
        <source>must</source>
        <translation>必须满足</translation>
    </message>
    <message>
        <source>wish, weight %1</source>
        <translation>期望满足，权重 %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Meets every must-rule</source>
        <translation>满足全部必须满足项</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no (failed: %1)</source>
        <translation>否（未满足 %1 条）</translation>
    </message>
    <message>
        <source>Criteria: %1</source>
        <translation>选型准则：%1</translation>
    </message>
    <message>
        <source>%1: verdict</source>
        <translation>%1：判定</translation>
    </message>
    <message>
        <source>%1: margin</source>
        <translation>%1：裕度</translation>
    </message>
    <message>
        <source>Criteria set</source>
        <translation>准则集</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>要求</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Make or unit rating</source>
        <translation>型号或单台额定值</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Bill of materials %1</source>
        <translation>物料清单 %1</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>金额（%1）</translation>
    </message>
    <message>
        <source>Building: shell, power and cooling plant</source>
        <translation>建筑：土建、供电与制冷系统</translation>
    </message>
    <message>
        <source>Capital cost, unpriced parts left out</source>
        <translation>资本支出（不含无价格部件）</translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>Error band %1: %2.</source>
        <translation>误差带 %1：%2。</translation>
    </message>
    <message>
        <source>Error band: %1.</source>
        <translation>误差带：%1。</translation>
    </message>
    <message>
        <source>The requirement lies inside the band, so this outcome is not firm.</source>
        <translation>要求值落在误差带内，因此该结论并不确定。</translation>
    </message>
</context>
<context>
    <name>Cost</name>
    <message>
        <source>Hardware prices</source>
        <translation>硬件价格</translation>
    </message>
    <message>
        <source>Facility price per watt</source>
        <translation>设施每瓦价格</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Water price</source>
        <translation>水价</translation>
    </message>
    <message>
        <source>Maintenance share</source>
        <translation>维护费率</translation>
    </message>
    <message>
        <source>Software and support</source>
        <translation>软件与支持</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Hardware life</source>
        <translation>硬件寿命</translation>
    </message>
    <message>
        <source>Facility life</source>
        <translation>设施寿命</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
</context>
<context>
    <name>Criteria</name>
    <message>
        <source>≥ {}</source>
        <translation>≥ {}</translation>
    </message>
    <message>
        <source>≤ {}</source>
        <translation>≤ {}</translation>
    </message>
    <message>
        <source>= {} (± {} %)</source>
        <translation>= {}（± {} %）</translation>
    </message>
    <message>
        <source>between {} and {}</source>
        <translation>介于 {} 与 {} 之间</translation>
    </message>
</context>
<context>
    <name>EquipmentMenus</name>
    <message>
        <source>Use the accelerator %1</source>
        <translation>使用加速卡 %1</translation>
    </message>
    <message>
        <source>%1 × %2, %3 CPUs (as in %4)</source>
        <translation>%1 × %2，%3 颗 CPU（同 %4）</translation>
    </message>
    <message>
        <source>Use the node type %1</source>
        <translation>使用节点类型 %1</translation>
    </message>
</context>
<context>
    <name>FieldCatalog</name>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Topology: torus, dragonfly, fat tree, full mesh or switch.</source>
        <translation>拓扑：环面（Torus）、蜻蜓拓扑（Dragonfly）、胖树、全互联或交换机。</translation>
    </message>
    <message>
        <source>Torus dimensions</source>
        <translation>环面各维尺寸</translation>
    </message>
    <message>
        <source>Size of each dimension, k1 × … × kD; the product is the number of endpoints of the tier.</source>
        <translation>每一维的大小，k1 × … × kD；各维之积即该层网络的端点数。</translation>
    </message>
    <message>
        <source>Torus wrap-around</source>
        <translation>环面回绕</translation>
    </message>
    <message>
        <source>One per dimension: wrap-around (torus) or mesh edge.</source>
        <translation>每维一项：回绕（环面）或开放边界（网格）。</translation>
    </message>
    <message>
        <source>Dragonfly routers per group</source>
        <translation>蜻蜓拓扑每组路由器数</translation>
    </message>
    <message>
        <source>Routers per group (Kim et al. 2008).</source>
        <translation>每组的路由器数（Kim 等，2008）。</translation>
    </message>
    <message>
        <source>Dragonfly terminals per router</source>
        <translation>蜻蜓拓扑每路由器终端数</translation>
    </message>
    <message>
        <source>Terminals per router.</source>
        <translation>每台路由器连接的终端数。</translation>
    </message>
    <message>
        <source>Dragonfly global links per router</source>
        <translation>蜻蜓拓扑每路由器全局链路数</translation>
    </message>
    <message>
        <source>Global links per router.</source>
        <translation>每台路由器的全局链路数。</translation>
    </message>
    <message>
        <source>Dragonfly groups</source>
        <translation>蜻蜓拓扑组数</translation>
    </message>
    <message>
        <source>Number of groups.</source>
        <translation>组的数量。</translation>
    </message>
    <message>
        <source>Fat-tree switch radix</source>
        <translation>胖树交换机端口数</translation>
    </message>
    <message>
        <source>Ports per switch.</source>
        <translation>每台交换机的端口数。</translation>
    </message>
    <message>
        <source>Fat-tree tiers</source>
        <translation>胖树层数</translation>
    </message>
    <message>
        <source>Switch tiers: 2 = leaf/spine, 3 = leaf/spine/core.</source>
        <translation>交换层数：2 = 叶/脊（Leaf/Spine），3 = 叶/脊/核心（Leaf/Spine/Core）。</translation>
    </message>
    <message>
        <source>Fat-tree oversubscription</source>
        <translation>胖树收敛比</translation>
    </message>
    <message>
        <source>Down:up bandwidth ratio at the leaves, ≥ 1.</source>
        <translation>叶交换机下行与上行带宽之比，≥ 1。</translation>
    </message>
    <message>
        <source>Ports per endpoint</source>
        <translation>每端点端口数</translation>
    </message>
    <message>
        <source>Links each endpoint attaches with.</source>
        <translation>每个端点接入网络所用的链路数。</translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation>链路带宽</translation>
    </message>
    <message>
        <source>Bandwidth of one link, per direction.</source>
        <translation>单条链路的单向带宽。</translation>
    </message>
    <message>
        <source>Hop latency</source>
        <translation>每跳时延</translation>
    </message>
    <message>
        <source>Latency added per hop.</source>
        <translation>每经过一跳增加的时延。</translation>
    </message>
    <message>
        <source>Link efficiency</source>
        <translation>链路效率</translation>
    </message>
    <message>
        <source>Achievable fraction of link bandwidth, in (0, 1].</source>
        <translation>链路带宽中可实际达到的比例，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>Optical share of links</source>
        <translation>光链路占比</translation>
    </message>
    <message>
        <source>Optics power per link</source>
        <translation>每条光链路光模块功耗</translation>
    </message>
    <message>
        <source>Transceiver power per optical link (both ends).</source>
        <translation>每条光链路的光模块功耗（含两端）。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Display name.</source>
        <translation>显示名称。</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>标识符</translation>
    </message>
    <message>
        <source>Stable identifier, e.g. seed-s1.</source>
        <translation>固定不变的标识符，例如 seed-s1。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Sources and assumptions.</source>
        <translation>数据来源与假设。</translation>
    </message>
    <message>
        <source>Cabinets</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Number of cabinets.</source>
        <translation>机柜数量。</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>机柜列数</translation>
    </message>
    <message>
        <source>Rows the cabinets stand in.</source>
        <translation>机柜排布的列数。</translation>
    </message>
    <message>
        <source>Aisle width</source>
        <translation>通道宽度</translation>
    </message>
    <message>
        <source>Aisle width between rows.</source>
        <translation>相邻机柜列之间的通道宽度。</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Operating hours per year</source>
        <translation>年运行小时数</translation>
    </message>
    <message>
        <source>Operating hours per year.</source>
        <translation>每年的运行小时数。</translation>
    </message>
    <message>
        <source>Climate</source>
        <translation>气候</translation>
    </message>
    <message>
        <source>Outside temperatures over a year.</source>
        <translation>全年室外温度分布。</translation>
    </message>
    <message>
        <source>Nodes per cabinet</source>
        <translation>每机柜节点数</translation>
    </message>
    <message>
        <source>Nodes in one cabinet.</source>
        <translation>单个机柜内的节点数。</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>供电上限</translation>
    </message>
    <message>
        <source>What the cabinet&apos;s power feed can deliver.</source>
        <translation>机柜供电所能提供的最大功率。</translation>
    </message>
    <message>
        <source>Cooling limit</source>
        <translation>散热上限</translation>
    </message>
    <message>
        <source>What the cabinet&apos;s cooling can remove.</source>
        <translation>机柜散热所能带走的最大热量。</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Cabinet width.</source>
        <translation>机柜宽度。</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Cabinet depth.</source>
        <translation>机柜深度。</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Cabinet height.</source>
        <translation>机柜高度。</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>每节点加速卡数</translation>
    </message>
    <message>
        <source>Accelerators in one node.</source>
        <translation>单个节点内的加速卡数。</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <source>Host CPUs in one node.</source>
        <translation>单个节点内的主机 CPU 数。</translation>
    </message>
    <message>
        <source>Power per CPU</source>
        <translation>单颗 CPU 功耗</translation>
    </message>
    <message>
        <source>Power of one CPU.</source>
        <translation>单颗 CPU 的功耗。</translation>
    </message>
    <message>
        <source>DPUs</source>
        <translation>DPU 数</translation>
    </message>
    <message>
        <source>DPUs (data processing units) in one node.</source>
        <translation>单个节点内的 DPU（数据处理器）数。</translation>
    </message>
    <message>
        <source>Power per DPU</source>
        <translation>单个 DPU 功耗</translation>
    </message>
    <message>
        <source>Power of one DPU.</source>
        <translation>单个 DPU 的功耗。</translation>
    </message>
    <message>
        <source>Switch chips</source>
        <translation>交换芯片数</translation>
    </message>
    <message>
        <source>Power per switch chip</source>
        <translation>单颗交换芯片功耗</translation>
    </message>
    <message>
        <source>Power of one switch chip.</source>
        <translation>单颗交换芯片的功耗。</translation>
    </message>
    <message>
        <source>Other power</source>
        <translation>其他功耗</translation>
    </message>
    <message>
        <source>Everything else: memory, storage, board, BMC.</source>
        <translation>其余部件的功耗：内存、存储、主板、BMC。</translation>
    </message>
    <message>
        <source>Conversion efficiency</source>
        <translation>电源转换效率</translation>
    </message>
    <message>
        <source>PSU / DC-DC efficiency: fraction of input power delivered.</source>
        <translation>PSU / DC-DC 效率：输出功率占输入功率的比例。</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation>型号名称。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Vendor.</source>
        <translation>厂商。</translation>
    </message>
    <message>
        <source>Peak FP32 rate</source>
        <translation>FP32 峰值算力</translation>
    </message>
    <message>
        <source>Peak dense rate in FP32.</source>
        <translation>FP32 稠密计算峰值算力。</translation>
    </message>
    <message>
        <source>Peak TF32 rate</source>
        <translation>TF32 峰值算力</translation>
    </message>
    <message>
        <source>Peak dense rate in TF32.</source>
        <translation>TF32 稠密计算峰值算力。</translation>
    </message>
    <message>
        <source>Peak BF16 rate</source>
        <translation>BF16 峰值算力</translation>
    </message>
    <message>
        <source>Peak dense rate in BF16.</source>
        <translation>BF16 稠密计算峰值算力。</translation>
    </message>
    <message>
        <source>Peak FP16 rate</source>
        <translation>FP16 峰值算力</translation>
    </message>
    <message>
        <source>Peak dense rate in FP16.</source>
        <translation>FP16 稠密计算峰值算力。</translation>
    </message>
    <message>
        <source>Peak FP8 rate</source>
        <translation>FP8 峰值算力</translation>
    </message>
    <message>
        <source>Peak dense rate in FP8.</source>
        <translation>FP8 稠密计算峰值算力。</translation>
    </message>
    <message>
        <source>Peak INT8 rate</source>
        <translation>INT8 峰值算力</translation>
    </message>
    <message>
        <source>Peak dense rate in INT8.</source>
        <translation>INT8 稠密计算峰值算力。</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>High-bandwidth memory capacity.</source>
        <translation>高带宽内存（HBM）容量。</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>High-bandwidth memory bandwidth.</source>
        <translation>高带宽内存（HBM）带宽。</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>热设计功耗（TDP）</translation>
    </message>
    <message>
        <source>Power at full load (thermal design power).</source>
        <translation>满载功耗（热设计功耗）。</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>Power when idle.</source>
        <translation>空闲时的功耗。</translation>
    </message>
    <message>
        <source>Scale-up links</source>
        <translation>纵向扩展链路数</translation>
    </message>
    <message>
        <source>Scale-up ports on the chip.</source>
        <translation>芯片上的纵向扩展（Scale-up）端口数。</translation>
    </message>
    <message>
        <source>Scale-up link bandwidth</source>
        <translation>纵向扩展链路带宽</translation>
    </message>
    <message>
        <source>Bandwidth of one scale-up link, per direction.</source>
        <translation>单条纵向扩展链路的单向带宽。</translation>
    </message>
    <message>
        <source>Scale-up link latency</source>
        <translation>纵向扩展链路时延</translation>
    </message>
    <message>
        <source>Latency of one scale-up link.</source>
        <translation>单条纵向扩展链路的时延。</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡数</translation>
    </message>
    <message>
        <source>NIC bandwidth</source>
        <translation>网卡带宽</translation>
    </message>
    <message>
        <source>Bandwidth of one NIC, per direction.</source>
        <translation>单块网卡的单向带宽。</translation>
    </message>
    <message>
        <source>NIC power</source>
        <translation>网卡功耗</translation>
    </message>
    <message>
        <source>Power of one NIC.</source>
        <translation>单块网卡的功耗。</translation>
    </message>
    <message>
        <source>Scale-up domain size</source>
        <translation>纵向扩展域规模</translation>
    </message>
    <message>
        <source>Accelerators joined by the scale-up tier (one domain).</source>
        <translation>由纵向扩展网络互联的加速卡数（一个域）。</translation>
    </message>
    <message>
        <source>Cooling method</source>
        <translation>冷却方式</translation>
    </message>
    <message>
        <source>Air, cold plate, single-phase immersion, two-phase immersion or hybrid.</source>
        <translation>风冷、冷板式液冷、单相浸没式液冷、两相浸没式液冷或风液混合。</translation>
    </message>
    <message>
        <source>Liquid share of heat</source>
        <translation>液冷散热占比</translation>
    </message>
    <message>
        <source>Share of the heat removed by liquid, in [0, 1]; air removes the rest.</source>
        <translation>由液体带走的热量占比，取值范围 [0, 1]；其余热量由空气带走。</translation>
    </message>
    <message>
        <source>Supply temperature</source>
        <translation>供液温度</translation>
    </message>
    <message>
        <source>Coolant (or air) supply temperature.</source>
        <translation>冷却液的供液温度（风冷时为送风温度）。</translation>
    </message>
    <message>
        <source>Coolant temperature rise</source>
        <translation>冷却液温升</translation>
    </message>
    <message>
        <source>Coolant temperature rise across the IT equipment.</source>
        <translation>冷却液流经 IT 设备后的温升。</translation>
    </message>
    <message>
        <source>Air temperature rise</source>
        <translation>空气温升</translation>
    </message>
    <message>
        <source>Air temperature rise across the IT equipment.</source>
        <translation>空气流经 IT 设备后的温升。</translation>
    </message>
    <message>
        <source>Coolant density</source>
        <translation>冷却液密度</translation>
    </message>
    <message>
        <source>Coolant density (default: water).</source>
        <translation>冷却液密度（默认：水）。</translation>
    </message>
    <message>
        <source>Coolant specific heat</source>
        <translation>冷却液比热容</translation>
    </message>
    <message>
        <source>Coolant specific heat (default: water).</source>
        <translation>冷却液比热容（默认：水）。</translation>
    </message>
    <message>
        <source>Chiller COP</source>
        <translation>冷水机组能效比（COP）</translation>
    </message>
    <message>
        <source>Chiller coefficient of performance at the reference supply temperature.</source>
        <translation>参考供液温度下冷水机组的能效比（COP）。</translation>
    </message>
    <message>
        <source>Free-cooling approach</source>
        <translation>自然冷却趋近温度</translation>
    </message>
    <message>
        <source>Dry coolers suffice when outside temperature + approach ≤ supply temperature.</source>
        <translation>当室外温度 + 趋近温度 ≤ 供液温度时，仅靠干冷器即可满足散热。</translation>
    </message>
    <message>
        <source>Pump efficiency</source>
        <translation>水泵效率</translation>
    </message>
    <message>
        <source>Pump efficiency.</source>
        <translation>水泵效率。</translation>
    </message>
    <message>
        <source>Pump head</source>
        <translation>水泵扬程</translation>
    </message>
    <message>
        <source>Pressure the coolant pumps work against.</source>
        <translation>冷却液泵需克服的压力。</translation>
    </message>
    <message>
        <source>Fan power per airflow</source>
        <translation>单位风量风机功耗</translation>
    </message>
    <message>
        <source>Air-moving power per m³/s of airflow.</source>
        <translation>每 m³/s 风量所需的风机功耗。</translation>
    </message>
    <message>
        <source>Distribution loss</source>
        <translation>配电损耗</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>ResNet-50, BERT-Large, a GPT-style transformer (shape below) or a custom cost.</source>
        <translation>ResNet-50、BERT-Large、GPT 类 Transformer（结构见下方）或自定义计算量。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>计算精度</translation>
    </message>
    <message>
        <source>Compute precision.</source>
        <translation>计算所用的数值精度。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>Samples (sequences / images) per training step.</source>
        <translation>每个训练步的样本数（序列 / 图像）。</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Samples per micro-batch.</source>
        <translation>每个微批次的样本数。</translation>
    </message>
    <message>
        <source>Tensor parallelism (TP)</source>
        <translation>张量并行（TP）</translation>
    </message>
    <message>
        <source>Tensor-parallel degree.</source>
        <translation>张量并行度。</translation>
    </message>
    <message>
        <source>Pipeline parallelism (PP)</source>
        <translation>流水线并行（PP）</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree.</source>
        <translation>流水线并行度。</translation>
    </message>
    <message>
        <source>Data parallelism (DP)</source>
        <translation>数据并行（DP）</translation>
    </message>
    <message>
        <source>Data-parallel degree.</source>
        <translation>数据并行度。</translation>
    </message>
    <message>
        <source>Pipeline interleave</source>
        <translation>流水线交错</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per device.</source>
        <translation>每个设备上的虚拟流水线阶段数。</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Sequence parallelism alongside tensor parallelism.</source>
        <translation>与张量并行配合使用的序列并行。</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer 层数</translation>
    </message>
    <message>
        <source>Decoder layers.</source>
        <translation>解码器层数。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Hidden size.</source>
        <translation>隐藏层维度。</translation>
    </message>
    <message>
        <source>Feed-forward size</source>
        <translation>前馈层维度</translation>
    </message>
    <message>
        <source>Feed-forward inner size.</source>
        <translation>前馈网络中间层维度。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Attention heads.</source>
        <translation>注意力头的数量。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Sequence length, tokens.</source>
        <translation>序列长度（token 数）。</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Vocabulary size.</source>
        <translation>词表大小。</translation>
    </message>
    <message>
        <source>Custom: FLOP per sample</source>
        <translation>自定义：每样本计算量（FLOP）</translation>
    </message>
    <message>
        <source>Forward + backward cost of one sample.</source>
        <translation>单个样本前向 + 反向传播的计算量。</translation>
    </message>
    <message>
        <source>Custom: parameters</source>
        <translation>自定义：参数量</translation>
    </message>
    <message>
        <source>Model parameters.</source>
        <translation>模型参数量。</translation>
    </message>
    <message>
        <source>Custom: tokens per sample</source>
        <translation>自定义：每样本 token 数</translation>
    </message>
    <message>
        <source>Tokens per sample.</source>
        <translation>每个样本的 token 数。</translation>
    </message>
    <message>
        <source>Gradient compression</source>
        <translation>梯度压缩</translation>
    </message>
    <message>
        <source>Bytes sent / bytes of gradients, in (0, 1].</source>
        <translation>发送字节数 / 梯度字节数，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>Overlap data-parallel communication</source>
        <translation>数据并行通信重叠</translation>
    </message>
    <message>
        <source>Data-parallel communication overlaps the backward pass.</source>
        <translation>数据并行通信与反向传播重叠执行。</translation>
    </message>
    <message>
        <source>Overlap tensor-parallel communication</source>
        <translation>张量并行通信重叠</translation>
    </message>
    <message>
        <source>Tensor-parallel communication overlaps compute.</source>
        <translation>张量并行通信与计算重叠执行。</translation>
    </message>
    <message>
        <source>Overlap achieved</source>
        <translation>实际重叠比例</translation>
    </message>
    <message>
        <source>Share of overlappable communication actually hidden, in [0, 1].</source>
        <translation>可重叠通信中实际被隐藏的比例，取值范围 [0, 1]。</translation>
    </message>
    <message>
        <source>Failure rates</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>Failure rates by component; empty = the Llama 3 defaults.</source>
        <translation>按部件划分的故障率；留空 = 使用 Llama 3 默认值。</translation>
    </message>
    <message>
        <source>Optimal checkpoint interval</source>
        <translation>最优检查点间隔</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Checkpoint interval, used when the optimal interval is off.</source>
        <translation>检查点间隔，未启用最优间隔时使用。</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>Checkpoint size; 0 = derived from the model&apos;s state.</source>
        <translation>检查点大小；0 = 根据模型状态推算。</translation>
    </message>
    <message>
        <source>Checkpoint storage bandwidth</source>
        <translation>检查点存储带宽</translation>
    </message>
    <message>
        <source>Bandwidth to checkpoint storage.</source>
        <translation>写入检查点存储的带宽。</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <source>Time to restart the job after a failure.</source>
        <translation>故障后重启训练作业所需的时间。</translation>
    </message>
    <message>
        <source>Hot spare nodes</source>
        <translation>热备节点数</translation>
    </message>
    <message>
        <source>Repair time</source>
        <translation>维修时间</translation>
    </message>
    <message>
        <source>Time to repair or replace a failed node.</source>
        <translation>维修或更换故障节点所需的时间。</translation>
    </message>
    <message>
        <source>Training duration</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Useful compute time the run needs.</source>
        <translation>训练任务所需的有效计算时间。</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>环面（Torus）</translation>
    </message>
    <message>
        <source>Dragonfly</source>
        <translation>蜻蜓拓扑（Dragonfly）</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <source>Full mesh</source>
        <translation>全互联</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Cold plate</source>
        <translation>冷板式液冷</translation>
    </message>
    <message>
        <source>Single-phase immersion</source>
        <translation>单相浸没式液冷</translation>
    </message>
    <message>
        <source>Two-phase immersion</source>
        <translation>两相浸没式液冷</translation>
    </message>
    <message>
        <source>Hybrid (air and liquid)</source>
        <translation>风液混合</translation>
    </message>
    <message>
        <source>ResNet-50</source>
        <translation>ResNet-50</translation>
    </message>
    <message>
        <source>BERT-Large</source>
        <translation>BERT-Large</translation>
    </message>
    <message>
        <source>Transformer (GPT-style)</source>
        <translation>Transformer（GPT 类）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Site and room</source>
        <translation>场地与机房</translation>
    </message>
    <message>
        <source>Cabinet</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Scale-up network</source>
        <translation>纵向扩展网络（Scale-up）</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>横向扩展网络（Scale-out）</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Workload and parallelism</source>
        <translation>工作负载与并行策略</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Currency of energy prices and costs: USD, CNY or EUR.</source>
        <translation>电价与费用所用的货币：USD、CNY 或 EUR。</translation>
    </message>
    <message>
        <source>Price of electricity per kWh, in the site&apos;s currency.</source>
        <translation>每 kWh 的电价，以场地所用货币计。</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>Euro (EUR)</source>
        <translation>欧元（EUR）</translation>
    </message>
    <message>
        <source>OCS blocks</source>
        <translation>OCS 块</translation>
    </message>
    <message>
        <source>Blocks joined by optical circuit switches, one size per dimension, each dividing it (TPU v4: 4 × 4 × 4); empty = none. A link leaving a block is two optical cables through an OCS.</source>
        <translation>由光路交换机（OCS）连接的块，每个维度一个尺寸，且须整除该维度（TPU v4：4 × 4 × 4）；留空表示无。离开块的链路经 OCS 计为两根光缆。</translation>
    </message>
    <message>
        <source>Ports per OCS</source>
        <translation>每台 OCS 端口数</translation>
    </message>
    <message>
        <source>Ports of one optical circuit switch that carry links (TPU v4: 128).</source>
        <translation>一台光路交换机承载链路的端口数（TPU v4：128）。</translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation>交换芯片端口数</translation>
    </message>
    <message>
        <source>Ports of one switch chip; 0 = unstated. A switched scale-up tier&apos;s chips are the nodes&apos; switch chips; elsewhere endpoints × ports / radix, rounded up.</source>
        <translation>一颗交换芯片的端口数；0 表示未说明。交换式纵向扩展层的芯片即节点内的交换芯片；其他情况为 端点数 × 端口数 / 端口数上限，向上取整。</translation>
    </message>
    <message>
        <source>Switch chips inside the node; a switched scale-up tier counts these as its switches.</source>
        <translation>节点内的交换芯片；交换式纵向扩展层以其作为交换机计数。</translation>
    </message>
    <message>
        <source>Use the checkpoint interval that maximises goodput.</source>
        <translation>使用使有效训练率（goodput）最大的检查点间隔。</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints</source>
        <translation>异步检查点</translation>
    </message>
    <message>
        <source>The job stops only to copy its state to host memory; the write to storage runs behind.</source>
        <translation>作业仅在将状态复制到主机内存时暂停；写入存储在后台进行。</translation>
    </message>
    <message>
        <source>Snapshot bandwidth per accelerator</source>
        <translation>每加速器快照带宽</translation>
    </message>
    <message>
        <source>Rate one accelerator copies its share of a checkpoint to host memory, staging included.</source>
        <translation>单个加速器将其检查点分片复制到主机内存的速率（含暂存开销）。</translation>
    </message>
    <message>
        <source>Restore from memory</source>
        <translation>从内存恢复</translation>
    </message>
    <message>
        <source>Restart from the snapshot copies other nodes keep in memory instead of reading storage.</source>
        <translation>从其他节点内存中保存的快照副本重启，而非从存储读取。</translation>
    </message>
    <message>
        <source>Spare nodes ready to swap in; Auto = enough for one repair window in 99 % of windows.</source>
        <translation>可随时替换的备用节点；自动 = 在 99 % 的维修窗口内足以支撑一个维修窗口。</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>Grouped-query attention: key/value heads, each shared by several query heads; 0 = one per query head.</source>
        <translation>分组查询注意力：键/值头数，每个由多个查询头共享；0 = 每个查询头各一个。</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>注意力头宽度</translation>
    </message>
    <message>
        <source>Width of one attention head; 0 = hidden / heads.</source>
        <translation>单个注意力头的宽度；0 = 隐藏维度 / 头数。</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>门控 MLP（SwiGLU）</translation>
    </message>
    <message>
        <source>Three feed-forward matrices (gate, up, down) instead of two.</source>
        <translation>前馈层使用三个矩阵（门控、上投影、下投影），而非两个。</translation>
    </message>
    <message>
        <source>Fused (flash) attention</source>
        <translation>融合（Flash）注意力</translation>
    </message>
    <message>
        <source>The attention scores stay on chip and are recomputed in the backward pass.</source>
        <translation>注意力分数保留在片上，并在反向传播中重新计算。</translation>
    </message>
    <message>
        <source>Rail-optimised fat tree</source>
        <translation>轨道优化胖树</translation>
    </message>
    <message>
        <source>Port r of every domain goes to the leaf of rail r (NVIDIA DGX SuperPOD): same-rail traffic of domains on one leaf turns round there. Scale-out tier only.</source>
        <translation>每个域的第 r 个端口接到第 r 条轨道的叶交换机(NVIDIA DGX SuperPOD):同一叶交换机下各域的同轨流量在叶层折返。仅用于横向扩展层。</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>网内归约</translation>
    </message>
    <message>
        <source>The switches reduce all-reduce data: NVLink SHARP on NVSwitch 3 and later, SHARP on InfiniBand Quantum switches. Switch and fat-tree tiers only.</source>
        <translation>由交换机执行 all-reduce 归约:NVSwitch 3 及以后的 NVLink SHARP、InfiniBand Quantum 交换机的 SHARP。仅用于交换机层和胖树层。</translation>
    </message>
    <message>
        <source>Scale-out NIC ports per accelerator; 0.5 = one NIC per pair. NICs per node must be whole.</source>
        <translation>每个加速器的横向扩展网卡端口数;0.5 = 每两个加速器共用一块网卡。每节点网卡数须为整数。</translation>
    </message>
    <message>
        <source>Collective algorithm</source>
        <translation>集合通信算法</translation>
    </message>
    <message>
        <source>Auto = the fastest applicable, as NCCL&apos;s tuner; otherwise every collective the algorithm applies to runs with it, the rest with the fastest.</source>
        <translation>自动 = 像 NCCL 调优器那样选最快的可用算法;否则该算法适用的集合通信都用它,其余用最快的。</translation>
    </message>
    <message>
        <source>Collective size per rank</source>
        <translation>每个 rank 的集合通信大小</translation>
    </message>
    <message>
        <source>Bytes per rank of the collective figures; 0 = the gradient bytes of one data-parallel rank.</source>
        <translation>集合通信指标中每个 rank 的字节数;0 = 一个数据并行 rank 的梯度字节数。</translation>
    </message>
    <message>
        <source>Context parallelism (CP)</source>
        <translation>上下文并行(CP)</translation>
    </message>
    <message>
        <source>Ranks each sequence is split over; they gather the keys and values of the whole sequence for attention.</source>
        <translation>每条序列切分到的 rank 数;它们为注意力收集整条序列的键和值。</translation>
    </message>
    <message>
        <source>Expert parallelism (EP)</source>
        <translation>专家并行(EP)</translation>
    </message>
    <message>
        <source>Data-parallel ranks the routed experts are split over; they exchange tokens by all-to-all.</source>
        <translation>路由专家切分到的数据并行 rank 数;它们通过 all-to-all 交换 token。</translation>
    </message>
    <message>
        <source>State sharding</source>
        <translation>状态分片</translation>
    </message>
    <message>
        <source>What the data-parallel ranks split (ZeRO stages): none, the optimizer state, also the gradients, or everything including the weights (full, FSDP).</source>
        <translation>数据并行 rank 之间切分什么(ZeRO 阶段):不切分、优化器状态、再加梯度,或包括权重在内的全部(full,FSDP)。</translation>
    </message>
    <message>
        <source>Parallel block</source>
        <translation>并行块</translation>
    </message>
    <message>
        <source>Attention and MLP side by side on one layernorm&apos;s output (PaLM).</source>
        <translation>注意力与 MLP 并列,共用一个 layernorm 的输出(PaLM)。</translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <source>Mixture of experts: routed experts per MoE block; 0 = a dense model.</source>
        <translation>混合专家:每个 MoE 块的路由专家数;0 = 稠密模型。</translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation>每个 token 的专家数(top-k)</translation>
    </message>
    <message>
        <source>Routed experts each token visits.</source>
        <translation>每个 token 经过的路由专家数。</translation>
    </message>
    <message>
        <source>Expert width</source>
        <translation>专家宽度</translation>
    </message>
    <message>
        <source>Feed-forward width of one expert; 0 = the dense width.</source>
        <translation>单个专家的前馈宽度;0 = 稠密宽度。</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <source>Experts every token visits besides the routed ones.</source>
        <translation>除路由专家外每个 token 都经过的专家数。</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <source>First blocks that keep a dense MLP.</source>
        <translation>保留稠密 MLP 的前几个块。</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>专家容量因子</translation>
    </message>
    <message>
        <source>Tokens an expert is sized for, over its balanced share; 1 = dropless and balanced.</source>
        <translation>专家按其均衡份额的多少倍容纳 token;1 = 不丢弃且均衡。</translation>
    </message>
    <message>
        <source>Overlap pipeline sends</source>
        <translation>重叠流水线发送</translation>
    </message>
    <message>
        <source>Pipeline sends run beside the next microbatch&apos;s compute.</source>
        <translation>流水线发送与下一个微批的计算同时进行。</translation>
    </message>
    <message>
        <source>Overlap expert all-to-alls</source>
        <translation>重叠专家 all-to-all</translation>
    </message>
    <message>
        <source>Expert all-to-alls run under another microbatch&apos;s compute (DualPipe).</source>
        <translation>专家 all-to-all 在另一个微批的计算之下进行(DualPipe)。</translation>
    </message>
    <message>
        <source>Overlap parameter gathers</source>
        <translation>重叠参数收集</translation>
    </message>
    <message>
        <source>A sharded state&apos;s parameter all-gathers overlap the forward pass instead of following the optimizer step.</source>
        <translation>分片状态的参数 all-gather 与前向计算重叠,而不是在优化器步骤之后进行。</translation>
    </message>
    <message>
        <source>Tokens to train</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Tokens the run must process (images for ResNet-50); 0 = no budget: the run lasts the reliability policy&apos;s training duration.</source>
        <translation>训练须处理的 token 数(ResNet-50 为图像数);0 = 无预算:训练时长取可靠性策略中的训练时长。</translation>
    </message>
    <message>
        <source>Overhead per step</source>
        <translation>每步开销</translation>
    </message>
    <message>
        <source>Fixed time each step adds: data loading, logging, evaluation.</source>
        <translation>每步增加的固定时间:数据加载、日志、评估。</translation>
    </message>
    <message>
        <source>Automatic (fastest)</source>
        <translation>自动(最快)</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树</translation>
    </message>
    <message>
        <source>Recursive halving-doubling</source>
        <translation>递归减半-倍增</translation>
    </message>
    <message>
        <source>Torus, dimension by dimension</source>
        <translation>环面,逐维</translation>
    </message>
    <message>
        <source>Torus, all axes at once</source>
        <translation>环面,所有轴同时</translation>
    </message>
    <message>
        <source>Hierarchical (scale-up, scale-out, scale-up)</source>
        <translation>分层(纵向扩展、横向扩展、纵向扩展)</translation>
    </message>
    <message>
        <source>Pairwise exchange (all-to-all)</source>
        <translation>成对交换(all-to-all)</translation>
    </message>
    <message>
        <source>Bruck (all-to-all)</source>
        <translation>Bruck(all-to-all)</translation>
    </message>
    <message>
        <source>In-switch reduction (NVLS, SHARP)</source>
        <translation>交换机内归约(NVLS、SHARP)</translation>
    </message>
    <message>
        <source>Optimizer state (ZeRO-1)</source>
        <translation>优化器状态(ZeRO-1)</translation>
    </message>
    <message>
        <source>Optimizer state and gradients (ZeRO-2)</source>
        <translation>优化器状态和梯度(ZeRO-2)</translation>
    </message>
    <message>
        <source>Peak FP4 rate</source>
        <translation>FP4 峰值算力</translation>
    </message>
    <message>
        <source>Peak dense rate in FP4 (matrix inputs only).</source>
        <translation>FP4 稠密峰值算力(仅用于矩阵输入)。</translation>
    </message>
    <message>
        <source>Vector FP32 rate</source>
        <translation>向量 FP32 算力</translation>
    </message>
    <message>
        <source>Non-tensor rate in FP32; 0 = a quarter of the matrix peak.</source>
        <translation>FP32 非张量核心算力;0 = 矩阵峰值的四分之一。</translation>
    </message>
    <message>
        <source>Vector rate of TF32 runs</source>
        <translation>TF32 训练的向量算力</translation>
    </message>
    <message>
        <source>Non-tensor rate TF32 runs&apos; elementwise work gets (FP32 cores); 0 = a quarter of the matrix peak.</source>
        <translation>TF32 训练的逐元素运算所得的非张量核心算力(FP32 核心);0 = 矩阵峰值的四分之一。</translation>
    </message>
    <message>
        <source>Vector BF16 rate</source>
        <translation>向量 BF16 算力</translation>
    </message>
    <message>
        <source>Non-tensor rate in BF16; 0 = a quarter of the matrix peak.</source>
        <translation>BF16 非张量核心算力;0 = 矩阵峰值的四分之一。</translation>
    </message>
    <message>
        <source>Vector FP16 rate</source>
        <translation>向量 FP16 算力</translation>
    </message>
    <message>
        <source>Non-tensor rate in FP16; 0 = a quarter of the matrix peak.</source>
        <translation>FP16 非张量核心算力;0 = 矩阵峰值的四分之一。</translation>
    </message>
    <message>
        <source>Vector FP8 rate</source>
        <translation>向量 FP8 算力</translation>
    </message>
    <message>
        <source>Unused: FP8 runs do their elementwise work in BF16.</source>
        <translation>未使用:FP8 训练的逐元素运算以 BF16 进行。</translation>
    </message>
    <message>
        <source>Vector INT8 rate</source>
        <translation>向量 INT8 算力</translation>
    </message>
    <message>
        <source>Unused: int8 is not a training format.</source>
        <translation>未使用:int8 不是训练格式。</translation>
    </message>
    <message>
        <source>Vector FP4 rate</source>
        <translation>向量 FP4 算力</translation>
    </message>
    <message>
        <source>Unused: FP4 runs do their elementwise work in BF16.</source>
        <translation>未使用:FP4 训练的逐元素运算以 BF16 进行。</translation>
    </message>
    <message>
        <source>Activation precision</source>
        <translation>激活精度</translation>
    </message>
    <message>
        <source>Format of activations, pipeline sends and tensor-parallel traffic (fp32, bf16, fp16 or fp8).</source>
        <translation>激活、流水线发送和张量并行流量的格式(fp32、bf16、fp16 或 fp8)。</translation>
    </message>
    <message>
        <source>Gradient precision</source>
        <translation>梯度精度</translation>
    </message>
    <message>
        <source>Format of gradient buffers and their data-parallel reduction (fp32, bf16, fp16 or fp8).</source>
        <translation>梯度缓冲区及其数据并行归约的格式(fp32、bf16、fp16 或 fp8)。</translation>
    </message>
    <message>
        <source>Master weight precision</source>
        <translation>主权重精度</translation>
    </message>
    <message>
        <source>Format of the optimizer&apos;s copy of the weights; none is kept when it is no wider than the compute precision.</source>
        <translation>优化器所持权重副本的格式;若不比计算精度更宽则不保留副本。</translation>
    </message>
    <message>
        <source>Optimizer state precision</source>
        <translation>优化器状态精度</translation>
    </message>
    <message>
        <source>Format of Adam&apos;s two moments (fp32, bf16, fp16 or fp8).</source>
        <translation>Adam 两个矩的格式(fp32、bf16、fp16 或 fp8)。</translation>
    </message>
    <message>
        <source>Matrix efficiency by size</source>
        <translation>矩阵效率（按规模）</translation>
    </message>
    <message>
        <source>Fraction of the matrix peak a matrix product of at least so many FLOP reaches; empty = Calculon&apos;s A100/H100 table.</source>
        <translation>至少达到该 FLOP 规模的矩阵乘法可达到的矩阵峰值比例；留空 = Calculon 的 A100/H100 表。</translation>
    </message>
    <message>
        <source>Vector efficiency by size</source>
        <translation>向量效率（按规模）</translation>
    </message>
    <message>
        <source>Fraction of the vector peak an elementwise operation of at least so many FLOP reaches; empty = Calculon&apos;s A100/H100 table.</source>
        <translation>至少达到该 FLOP 规模的逐元素运算可达到的向量峰值比例；留空 = Calculon 的 A100/H100 表。</translation>
    </message>
    <message>
        <source>HBM efficiency by size</source>
        <translation>HBM 效率（按规模）</translation>
    </message>
    <message>
        <source>Fraction of the HBM bandwidth a transfer of at least so many bytes reaches; empty = Calculon&apos;s A100/H100 table.</source>
        <translation>至少达到该字节数的传输可达到的 HBM 带宽比例；留空 = Calculon 的 A100/H100 表。</translation>
    </message>
    <message>
        <source>Size from</source>
        <translation>起始规模</translation>
    </message>
    <message>
        <source>Fraction reached</source>
        <translation>达到比例</translation>
    </message>
    <message>
        <source>Outside temperature</source>
        <translation>室外温度</translation>
    </message>
    <message>
        <source>Outside temperature.</source>
        <translation>室外温度。</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时数</translation>
    </message>
    <message>
        <source>Hours per year at this temperature.</source>
        <translation>每年处于该温度的小时数。</translation>
    </message>
    <message>
        <source>Smallest matrix product this step applies to, in FLOP.</source>
        <translation>本档适用的最小矩阵乘法规模，单位 FLOP。</translation>
    </message>
    <message>
        <source>Fraction of the matrix peak reached, in (0, 1].</source>
        <translation>达到的矩阵峰值比例，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>Smallest elementwise operation this step applies to, in FLOP.</source>
        <translation>本档适用的最小逐元素运算规模，单位 FLOP。</translation>
    </message>
    <message>
        <source>Fraction of the vector peak reached, in (0, 1].</source>
        <translation>达到的向量峰值比例，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>Smallest transfer this step applies to, in bytes.</source>
        <translation>本档适用的最小传输量，单位字节。</translation>
    </message>
    <message>
        <source>Fraction of the HBM bandwidth reached, in (0, 1].</source>
        <translation>达到的 HBM 带宽比例，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Component name, e.g. gpu, hbm, network.</source>
        <translation>部件名称，例如 gpu、hbm、network。</translation>
    </message>
    <message>
        <source>Failure rate</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>Failures of this component per accelerator-hour.</source>
        <translation>该部件每加速器小时的故障次数。</translation>
    </message>
    <message>
        <source>Sustained FP32 matrix share</source>
        <translation>FP32 矩阵持续占比</translation>
    </message>
    <message>
        <source>Share of the FP32 peak the largest matrix products sustain, as measured; 0 = the size curve as it is.</source>
        <translation>最大矩阵乘法实测可持续达到的 FP32 峰值占比；0 = 按规模曲线原样计算。</translation>
    </message>
    <message>
        <source>Sustained TF32 matrix share</source>
        <translation>TF32 矩阵持续占比</translation>
    </message>
    <message>
        <source>Share of the TF32 peak the largest matrix products sustain, as measured; 0 = the size curve as it is.</source>
        <translation>最大矩阵乘法实测可持续达到的 TF32 峰值占比；0 = 按规模曲线原样计算。</translation>
    </message>
    <message>
        <source>Sustained BF16 matrix share</source>
        <translation>BF16 矩阵持续占比</translation>
    </message>
    <message>
        <source>Share of the BF16 peak the largest matrix products sustain, as measured; 0 = the size curve as it is.</source>
        <translation>最大矩阵乘法实测可持续达到的 BF16 峰值占比；0 = 按规模曲线原样计算。</translation>
    </message>
    <message>
        <source>Sustained FP16 matrix share</source>
        <translation>FP16 矩阵持续占比</translation>
    </message>
    <message>
        <source>Share of the FP16 peak the largest matrix products sustain, as measured; 0 = the size curve as it is.</source>
        <translation>最大矩阵乘法实测可持续达到的 FP16 峰值占比；0 = 按规模曲线原样计算。</translation>
    </message>
    <message>
        <source>Sustained FP8 matrix share</source>
        <translation>FP8 矩阵持续占比</translation>
    </message>
    <message>
        <source>Share of the FP8 peak the largest matrix products sustain, as measured; 0 = the size curve, capped at 0.78.</source>
        <translation>最大矩阵乘法实测可持续达到的 FP8 峰值占比；0 = 按规模曲线计算，上限 0.78。</translation>
    </message>
    <message>
        <source>Sustained INT8 matrix share</source>
        <translation>INT8 矩阵持续占比</translation>
    </message>
    <message>
        <source>Share of the INT8 peak the largest matrix products sustain, as measured; 0 = the size curve, capped at 0.78.</source>
        <translation>最大矩阵乘法实测可持续达到的 INT8 峰值占比；0 = 按规模曲线计算，上限 0.78。</translation>
    </message>
    <message>
        <source>Sustained FP4 matrix share</source>
        <translation>FP4 矩阵持续占比</translation>
    </message>
    <message>
        <source>Share of the FP4 peak the largest matrix products sustain, as measured; 0 = the size curve as it is.</source>
        <translation>最大矩阵乘法实测可持续达到的 FP4 峰值占比；0 = 按规模曲线原样计算。</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Chip family, for the error band its published runs give: unknown for a chip no published run was measured on.</source>
        <translation>芯片家族，用于其已发表运行记录给出的误差带：对没有任何已发表运行记录的芯片为“未知”。</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>NVIDIA Ampere (A100)</source>
        <translation>NVIDIA Ampere（A100）</translation>
    </message>
    <message>
        <source>NVIDIA Hopper (H100, H800, H200)</source>
        <translation>NVIDIA Hopper（H100、H800、H200）</translation>
    </message>
    <message>
        <source>NVIDIA Blackwell (B200, GB200)</source>
        <translation>NVIDIA Blackwell（B200、GB200）</translation>
    </message>
    <message>
        <source>Google TPU v4</source>
        <translation>Google TPU v4</translation>
    </message>
    <message>
        <source>Huawei Ascend 910</source>
        <translation>华为昇腾 910</translation>
    </message>
    <message>
        <source>Sustained HBM share</source>
        <translation>HBM 持续带宽占比</translation>
    </message>
    <message>
        <source>Share of the HBM bandwidth the largest transfers sustain, as measured; 0 = the size curve as it is.</source>
        <translation>最大规模传输实测可持续达到的 HBM 带宽占比；0 = 按原尺寸曲线。</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <source>Power limit the chip runs at; 0 = none. Lowers the clock of compute-bound work and the power drawn while computing.</source>
        <translation>芯片运行时的功率限制；0 = 无。会降低计算密集型工作的时钟频率以及计算时的功耗。</translation>
    </message>
    <message>
        <source>Low-precision scaling</source>
        <translation>低精度缩放</translation>
    </message>
    <message>
        <source>How GEMM inputs are scaled when cast to a format narrower than the activations: delayed, current or block scaling.</source>
        <translation>GEMM 输入转换为比激活更窄的格式时的缩放方式：延迟缩放（delayed）、当前缩放（current）或分块缩放（block）。</translation>
    </message>
    <message>
        <source>Delayed (from the amax history)</source>
        <translation>延迟缩放（依据 amax 历史）</translation>
    </message>
    <message>
        <source>Current (per tensor)</source>
        <translation>当前缩放（按张量）</translation>
    </message>
    <message>
        <source>Block (MXFP8, NVFP4)</source>
        <translation>分块缩放（MXFP8、NVFP4）</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>The CPUs&apos; memory in one node, which offloaded activations and optimizer state fill; 0 = unknown.</source>
        <translation>一个节点中 CPU 的内存，用于存放卸载的激活值和优化器状态；0 = 未知。</translation>
    </message>
    <message>
        <source>Host memory bandwidth</source>
        <translation>主机内存带宽</translation>
    </message>
    <message>
        <source>What the node&apos;s CPUs sustain streaming their memory (STREAM Triad); paces an optimizer step run on the CPUs.</source>
        <translation>节点 CPU 流式读写其内存时可持续的带宽（STREAM Triad）；决定在 CPU 上运行的优化器步骤的快慢。</translation>
    </message>
    <message>
        <source>Host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <source>Bandwidth to host memory, per direction: PCIe or NVLink-C2C; 0 = unknown.</source>
        <translation>到主机内存的单向带宽：PCIe 或 NVLink-C2C；0 = 未知。</translation>
    </message>
    <message>
        <source>Blocks offloaded to the host</source>
        <translation>卸载到主机的块数</translation>
    </message>
    <message>
        <source>Blocks of each stage whose stored activations go to host memory and back, beside the next block&apos;s compute.</source>
        <translation>每个流水线阶段中，保存的激活值在下一块计算的同时传到主机内存并取回的块数。</translation>
    </message>
    <message>
        <source>Optimizer state offloaded</source>
        <translation>卸载的优化器状态</translation>
    </message>
    <message>
        <source>Share of the optimizer state kept in host memory and updated by the CPUs, in [0, 1].</source>
        <translation>保存在主机内存中并由 CPU 更新的优化器状态比例，取值 [0, 1]。</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective (the attention core), selective per op (all but every other matmul) or full.</source>
        <translation>激活重计算：无、选择性（仅注意力核心）、逐算子选择性（除隔一个矩阵乘外全部重算）或完全重计算。</translation>
    </message>
    <message>
        <source>Selective per op (every other matmul)</source>
        <translation>逐算子选择性重计算（隔一个矩阵乘）</translation>
    </message>
    <message>
        <source>Power distribution and UPS loss, as a fraction of IT power, when the power chain is not described.</source>
        <translation>未描述供电链时，配电与 UPS 损耗占 IT 功耗的比例。</translation>
    </message>
    <message>
        <source>Rating of one unit; 0 leaves the level out of the chain.</source>
        <translation>单台设备的额定功率；0 表示供电链中不含这一级。</translation>
    </message>
    <message>
        <source>Units installed per group, spares included; 0 = as many as the load at full power needs under the redundancy.</source>
        <translation>每组安装的台数（含备用）；0 = 按冗余方式满足满功率负载所需的台数。</translation>
    </message>
    <message>
        <source>Cabinets one group of units serves, in order; 0 = one group serves every cabinet.</source>
        <translation>一组设备依次供电的机柜数；0 = 一组为所有机柜供电。</translation>
    </message>
    <message>
        <source>Spare units of a group: none (N), one (N+1), a second complete set (2N) or distributed redundant (DR).</source>
        <translation>一组中的备用设备：无（N）、一台（N+1）、另一整套（2N）或分布式冗余（DR）。</translation>
    </message>
    <message>
        <source>Loss of one unit at no load, as a fraction of its rating.</source>
        <translation>单台设备空载损耗占其额定功率的比例。</translation>
    </message>
    <message>
        <source>Loss growing with the load: fraction of the rating at full load.</source>
        <translation>随负载线性增长的损耗：满载时占额定功率的比例。</translation>
    </message>
    <message>
        <source>Loss growing with the square of the load (I²R): fraction of the rating at full load.</source>
        <translation>随负载平方增长的损耗（I²R）：满载时占额定功率的比例。</translation>
    </message>
    <message>
        <source>Utility feed rating</source>
        <translation>市电进线额定功率</translation>
    </message>
    <message>
        <source>Utility feed units</source>
        <translation>市电进线路数</translation>
    </message>
    <message>
        <source>Cabinets per group of utility feeds</source>
        <translation>每组市电进线供电的机柜数</translation>
    </message>
    <message>
        <source>Utility feed redundancy</source>
        <translation>市电进线冗余</translation>
    </message>
    <message>
        <source>Utility feed no-load loss</source>
        <translation>市电进线空载损耗</translation>
    </message>
    <message>
        <source>Utility feed proportional loss</source>
        <translation>市电进线比例损耗</translation>
    </message>
    <message>
        <source>Utility feed square-law loss</source>
        <translation>市电进线平方律损耗</translation>
    </message>
    <message>
        <source>Transformer rating</source>
        <translation>变压器额定功率</translation>
    </message>
    <message>
        <source>Transformer units</source>
        <translation>变压器台数</translation>
    </message>
    <message>
        <source>Cabinets per group of transformers</source>
        <translation>每组变压器供电的机柜数</translation>
    </message>
    <message>
        <source>Transformer redundancy</source>
        <translation>变压器冗余</translation>
    </message>
    <message>
        <source>Transformer no-load loss</source>
        <translation>变压器空载损耗</translation>
    </message>
    <message>
        <source>Transformer proportional loss</source>
        <translation>变压器比例损耗</translation>
    </message>
    <message>
        <source>Transformer square-law loss</source>
        <translation>变压器平方律损耗</translation>
    </message>
    <message>
        <source>Switchboard rating</source>
        <translation>配电柜额定功率</translation>
    </message>
    <message>
        <source>Switchboard units</source>
        <translation>配电柜台数</translation>
    </message>
    <message>
        <source>Cabinets per group of switchboards</source>
        <translation>每组配电柜供电的机柜数</translation>
    </message>
    <message>
        <source>Switchboard redundancy</source>
        <translation>配电柜冗余</translation>
    </message>
    <message>
        <source>Switchboard no-load loss</source>
        <translation>配电柜空载损耗</translation>
    </message>
    <message>
        <source>Switchboard proportional loss</source>
        <translation>配电柜比例损耗</translation>
    </message>
    <message>
        <source>Switchboard square-law loss</source>
        <translation>配电柜平方律损耗</translation>
    </message>
    <message>
        <source>UPS rating</source>
        <translation>UPS 额定功率</translation>
    </message>
    <message>
        <source>UPS units</source>
        <translation>UPS 模块数</translation>
    </message>
    <message>
        <source>Cabinets per group of UPS modules</source>
        <translation>每组 UPS 模块供电的机柜数</translation>
    </message>
    <message>
        <source>UPS redundancy</source>
        <translation>UPS 冗余</translation>
    </message>
    <message>
        <source>UPS no-load loss</source>
        <translation>UPS 空载损耗</translation>
    </message>
    <message>
        <source>UPS proportional loss</source>
        <translation>UPS 比例损耗</translation>
    </message>
    <message>
        <source>UPS square-law loss</source>
        <translation>UPS 平方律损耗</translation>
    </message>
    <message>
        <source>Distribution to the racks</source>
        <translation>到机柜的配电方式</translation>
    </message>
    <message>
        <source>Floor PDUs (transformer and panel) or overhead busways.</source>
        <translation>列头 PDU（含变压器与配电盘）或顶部母线槽。</translation>
    </message>
    <message>
        <source>Floor PDU or busway rating</source>
        <translation>PDU 或母线槽额定功率</translation>
    </message>
    <message>
        <source>Floor PDU or busway units</source>
        <translation>PDU 或母线槽台数</translation>
    </message>
    <message>
        <source>Cabinets per group of floor PDUs or busways</source>
        <translation>每组 PDU 或母线槽供电的机柜数</translation>
    </message>
    <message>
        <source>Floor PDU or busway redundancy</source>
        <translation>PDU 或母线槽冗余</translation>
    </message>
    <message>
        <source>Floor PDU or busway no-load loss</source>
        <translation>PDU 或母线槽空载损耗</translation>
    </message>
    <message>
        <source>Floor PDU or busway proportional loss</source>
        <translation>PDU 或母线槽比例损耗</translation>
    </message>
    <message>
        <source>Floor PDU or busway square-law loss</source>
        <translation>PDU 或母线槽平方律损耗</translation>
    </message>
    <message>
        <source>Power shelves per cabinet</source>
        <translation>每机柜电源框数</translation>
    </message>
    <message>
        <source>Power shelves installed in each cabinet; 0 = not described.</source>
        <translation>每个机柜安装的电源框数；0 = 未描述。</translation>
    </message>
    <message>
        <source>Power shelf rating</source>
        <translation>电源框额定功率</translation>
    </message>
    <message>
        <source>Output rating of one power shelf.</source>
        <translation>单个电源框的额定输出功率。</translation>
    </message>
    <message>
        <source>Power shelf redundancy</source>
        <translation>电源框冗余</translation>
    </message>
    <message>
        <source>N, N+1, N+N (2N) or distributed redundant.</source>
        <translation>N、N+1、N+N（2N）或分布式冗余。</translation>
    </message>
    <message>
        <source>N (no spare)</source>
        <translation>N（无备用）</translation>
    </message>
    <message>
        <source>N+1 (one spare)</source>
        <translation>N+1（一台备用）</translation>
    </message>
    <message>
        <source>2N (a second complete set)</source>
        <translation>2N（另一整套）</translation>
    </message>
    <message>
        <source>Distributed redundant</source>
        <translation>分布式冗余</translation>
    </message>
    <message>
        <source>Floor PDUs</source>
        <translation>列头 PDU</translation>
    </message>
    <message>
        <source>Busways</source>
        <translation>母线槽</translation>
    </message>
    <message>
        <source>Power chain</source>
        <translation>供电链</translation>
    </message>
    <message>
        <source>Floor rating</source>
        <translation>地板承重</translation>
    </message>
    <message>
        <source>Distributed load the floor is rated for; 0 = not checked.</source>
        <translation>地板额定的均布荷载；0 = 不检查。</translation>
    </message>
    <message>
        <source>Mass without nodes</source>
        <translation>不含节点的质量</translation>
    </message>
    <message>
        <source>Frame, doors, busbar, power shelves and manifolds; 0 = unknown.</source>
        <translation>机架、柜门、母排、电源框与分水器；0 = 未知。</translation>
    </message>
    <message>
        <source>Coolant held</source>
        <translation>所含冷却液</translation>
    </message>
    <message>
        <source>Coolant in the cabinet&apos;s manifolds, hoses and cold plates, or an immersion tank&apos;s fill; weighed at the coolant&apos;s density.</source>
        <translation>机柜分水器、软管与冷板中的冷却液，或浸没槽的注液量；按冷却液密度计重。</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>One node as installed; 0 = unknown.</source>
        <translation>安装后单个节点的质量；0 = 未知。</translation>
    </message>
    <message>
        <source>CDU capacity</source>
        <translation>CDU 容量</translation>
    </message>
    <message>
        <source>Heat one coolant distribution unit moves at its approach; 0 = not described.</source>
        <translation>单台冷却液分配单元（CDU）在其趋近温差下可转移的热量；0 = 未描述。</translation>
    </message>
    <message>
        <source>CDUs per group</source>
        <translation>每组 CDU 台数</translation>
    </message>
    <message>
        <source>CDUs installed per group, spares included; 0 = as many as the liquid heat at full power needs under the redundancy.</source>
        <translation>每组安装的 CDU 台数（含备用）；0 = 按冗余方式满足满功率液冷热量所需的台数。</translation>
    </message>
    <message>
        <source>Cabinets per group of CDUs</source>
        <translation>每组 CDU 服务的机柜数</translation>
    </message>
    <message>
        <source>Cabinets one group of CDUs serves, in order; 0 = one group serves every cabinet.</source>
        <translation>一组 CDU 依次服务的机柜数；0 = 一组服务所有机柜。</translation>
    </message>
    <message>
        <source>CDU redundancy</source>
        <translation>CDU 冗余</translation>
    </message>
    <message>
        <source>Spare CDUs of a group: none (N), one (N+1), a second complete set (2N) or distributed redundant (DR).</source>
        <translation>一组中的备用 CDU：无（N）、一台（N+1）、另一整套（2N）或分布式冗余（DR）。</translation>
    </message>
    <message>
        <source>CDU approach</source>
        <translation>CDU 趋近温差</translation>
    </message>
    <message>
        <source>How much warmer the loop through the IT is supplied than the facility water that cools it.</source>
        <translation>流经 IT 设备的二次侧回路供液温度高出冷却它的设施冷却水的温差。</translation>
    </message>
    <message>
        <source>Mean time between failures of one unit; 0 = never fails.</source>
        <translation>单台设备的平均故障间隔时间；0 = 永不故障。</translation>
    </message>
    <message>
        <source>Mean time to repair one unit.</source>
        <translation>修复单台设备的平均时间。</translation>
    </message>
    <message>
        <source>CDU MTBF</source>
        <translation>CDU 平均故障间隔</translation>
    </message>
    <message>
        <source>CDU repair time</source>
        <translation>CDU 修复时间</translation>
    </message>
    <message>
        <source>Utility feed MTBF</source>
        <translation>市电进线平均故障间隔</translation>
    </message>
    <message>
        <source>Utility feed repair time</source>
        <translation>市电进线修复时间</translation>
    </message>
    <message>
        <source>Transformer MTBF</source>
        <translation>变压器平均故障间隔</translation>
    </message>
    <message>
        <source>Transformer repair time</source>
        <translation>变压器修复时间</translation>
    </message>
    <message>
        <source>Switchboard MTBF</source>
        <translation>配电柜平均故障间隔</translation>
    </message>
    <message>
        <source>Switchboard repair time</source>
        <translation>配电柜修复时间</translation>
    </message>
    <message>
        <source>UPS MTBF</source>
        <translation>UPS 平均故障间隔</translation>
    </message>
    <message>
        <source>UPS repair time</source>
        <translation>UPS 修复时间</translation>
    </message>
    <message>
        <source>Floor PDU or busway MTBF</source>
        <translation>PDU 或母线槽平均故障间隔</translation>
    </message>
    <message>
        <source>Floor PDU or busway repair time</source>
        <translation>PDU 或母线槽修复时间</translation>
    </message>
    <message>
        <source>Power shelf MTBF</source>
        <translation>电源框平均故障间隔</translation>
    </message>
    <message>
        <source>Power shelf repair time</source>
        <translation>电源框修复时间</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>不检查</translation>
    </message>
    <message>
        <source>Not described</source>
        <translation>未描述</translation>
    </message>
    <message>
        <source>All cabinets</source>
        <translation>所有机柜</translation>
    </message>
    <message>
        <source>Relative humidity</source>
        <translation>相对湿度</translation>
    </message>
    <message>
        <source>Relative humidity at this temperature, in [0, 1]; 0 = not given: the wet bulb is taken as the dry bulb.</source>
        <translation>该温度下的相对湿度，取值范围 [0, 1]；0 = 未给出：湿球温度取干球温度。</translation>
    </message>
    <message>
        <source>Heat rejection</source>
        <translation>排热方式</translation>
    </message>
    <message>
        <source>How the plant gives its heat to the outside: dry coolers or cooling towers, with chillers for the hours they cannot make the water, or chillers alone, air- or water-cooled.</source>
        <translation>制冷系统向室外排热的方式：干冷器或冷却塔（无法单独制取所需水温的时段由冷水机组补足），或仅用风冷或水冷冷水机组。</translation>
    </message>
    <message>
        <source>Cooling tower approach</source>
        <translation>冷却塔趋近温差</translation>
    </message>
    <message>
        <source>How much warmer than the outside wet bulb cooling towers make water.</source>
        <translation>冷却塔出水温度高于室外湿球温度的差值。</translation>
    </message>
    <message>
        <source>Dry cooler fan power</source>
        <translation>干冷器风机功耗</translation>
    </message>
    <message>
        <source>Fan power of dry coolers and air-cooled condensers per kW of heat they reject.</source>
        <translation>干冷器与风冷冷凝器每排出 1 kW 热量所需的风机功耗。</translation>
    </message>
    <message>
        <source>Cooling tower fan power</source>
        <translation>冷却塔风机功耗</translation>
    </message>
    <message>
        <source>Fan and spray-pump power of cooling towers per kW of heat they reject.</source>
        <translation>冷却塔每排出 1 kW 热量所需的风机与喷淋泵功耗。</translation>
    </message>
    <message>
        <source>Cycles of concentration</source>
        <translation>浓缩倍数</translation>
    </message>
    <message>
        <source>How many times a cooling tower concentrates the solids of its make-up water before it blows water down.</source>
        <translation>冷却塔排污前将补充水中溶解固体浓缩的倍数。</translation>
    </message>
    <message>
        <source>Dry coolers, chillers when too warm</source>
        <translation>干冷器，室外温度过高时辅以冷水机组</translation>
    </message>
    <message>
        <source>Cooling towers, chillers when too warm</source>
        <translation>冷却塔，室外温度过高时辅以冷水机组</translation>
    </message>
    <message>
        <source>Air-cooled chillers only</source>
        <translation>仅风冷冷水机组</translation>
    </message>
    <message>
        <source>Water-cooled chillers (cooling towers) only</source>
        <translation>仅水冷冷水机组（配冷却塔）</translation>
    </message>
    <message>
        <source>Power floor</source>
        <translation>功率下限</translation>
    </message>
    <message>
        <source>Power the chip keeps drawing while it waits on the network; 0 = none. Narrows the swing a training job puts on the grid and costs energy.</source>
        <translation>芯片等待网络时仍保持的功耗；0 = 无。可收窄训练作业对电网造成的摆动，但要多耗能量。</translation>
    </message>
    <message>
        <source>Power shelf energy storage</source>
        <translation>电源框储能</translation>
    </message>
    <message>
        <source>Energy one shelf stores to carry each training step&apos;s compute phase and recharges while the accelerators wait; 0 = none.</source>
        <translation>每个电源框储存的能量，用于承担每个训练步的计算阶段，并在加速器等待时充回；0 = 无。</translation>
    </message>
    <message>
        <source>Swing the utility accepts</source>
        <translation>市电允许的摆动</translation>
    </message>
    <message>
        <source>Largest swing of the site&apos;s draw from a training step&apos;s compute phase to its wait the utility accepts; 0 = none agreed.</source>
        <translation>市电允许站点取电从训练步的计算阶段到等待阶段的最大摆动；0 = 未约定。</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>电网碳排放强度</translation>
    </message>
    <message>
        <source>CO₂-equivalent the grid emits per kWh the site draws (location-based); 0 for a carbon-free supply.</source>
        <translation>场地每取用 1 kWh 电，电网排放的 CO₂ 当量（基于位置）；无碳电源填 0。</translation>
    </message>
    <message>
        <source>Water price</source>
        <translation>水价</translation>
    </message>
    <message>
        <source>Price of the cooling towers&apos; water per m³, in the site&apos;s currency; 0 leaves water out of the running cost.</source>
        <translation>冷却塔用水每 m³ 的价格，以站点货币计；0 表示运行成本不计水费。</translation>
    </message>
    <message>
        <source>Hardware life (years)</source>
        <translation>硬件寿命（年）</translation>
    </message>
    <message>
        <source>Years the accelerators, servers and network are written off over.</source>
        <translation>加速器、服务器与网络的折旧年限。</translation>
    </message>
    <message>
        <source>Facility life (years)</source>
        <translation>设施寿命（年）</translation>
    </message>
    <message>
        <source>Years the hall, its power and cooling plant and the cabinets are written off over.</source>
        <translation>机房、其供电与制冷设施以及机柜的折旧年限。</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Real yearly rate future costs are discounted at, and capital is charged at.</source>
        <translation>未来成本折现与资本计息所用的实际年利率。</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>年维护费率</translation>
    </message>
    <message>
        <source>Yearly maintenance as a share of the hardware&apos;s price.</source>
        <translation>每年维护费占硬件价格的比例。</translation>
    </message>
    <message>
        <source>Software and support per accelerator-year</source>
        <translation>每加速器每年软件与支持费</translation>
    </message>
    <message>
        <source>Yearly software licences and support per accelerator, in the site&apos;s currency.</source>
        <translation>每个加速器每年的软件许可与支持费用，以站点货币计。</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Share of links made optical, in [0, 1]; runs beyond copper&apos;s reach are optical whatever it says.</source>
        <translation>设为光链路的链路比例，取值 [0, 1]；超出铜缆距离的走线无论此值如何均为光链路。</translation>
    </message>
    <message>
        <source>Passive copper reach</source>
        <translation>无源铜缆距离</translation>
    </message>
    <message>
        <source>Longest run a passive copper cable carries a link.</source>
        <translation>无源铜缆可承载链路的最长走线。</translation>
    </message>
    <message>
        <source>Active copper reach</source>
        <translation>有源铜缆距离</translation>
    </message>
    <message>
        <source>Longest run an active copper cable carries a link; longer runs are optical.</source>
        <translation>有源铜缆可承载链路的最长走线；更长的走线为光链路。</translation>
    </message>
    <message>
        <source>Cable slack</source>
        <translation>线缆余量</translation>
    </message>
    <message>
        <source>Cable a run takes beyond its path: service loops at both ends.</source>
        <translation>走线路径之外所需的线缆长度：两端的维护余量。</translation>
    </message>
    <message>
        <source>Max operating temperature</source>
        <translation>最高工作温度</translation>
    </message>
    <message>
        <source>Junction temperature the chip keeps to by lowering its clock; 0 = none modelled.</source>
        <translation>芯片通过降低频率保持的结温上限；0 = 不建模。</translation>
    </message>
    <message>
        <source>Junction-to-supply resistance</source>
        <translation>结到供液热阻</translation>
    </message>
    <message>
        <source>An accelerator&apos;s junction temperature above the coolant supply (inlet air) per watt it draws; 0 = the cooling method&apos;s.</source>
        <translation>加速卡每瓦功耗使结温高于冷却液供液（进风）温度的幅度；0 = 采用该冷却方式的默认值。</translation>
    </message>
    <message>
        <source>Activation energy</source>
        <translation>激活能</translation>
    </message>
    <message>
        <source>How the rate follows the accelerators&apos; junction temperature (Arrhenius); 0 = it does not.</source>
        <translation>故障率随加速卡结温变化的方式（阿伦尼乌斯）；0 = 不随结温变化。</translation>
    </message>
    <message>
        <source>Reference inlet air</source>
        <translation>参考进风温度</translation>
    </message>
    <message>
        <source>Inlet air the failure rates were counted at, on air-cooled accelerators at full power.</source>
        <translation>统计故障率时的进风温度（风冷加速卡满功率运行）。</translation>
    </message>
</context>
<context>
    <name>FieldRangeText</name>
    <message>
        <source>One of: %1.</source>
        <translation>可选：%1。</translation>
    </message>
    <message>
        <source>From %1 to %2%3.</source>
        <translation>取值 %1 至 %2%3。</translation>
    </message>
    <message>
        <source>At least %1%2.</source>
        <translation>至少 %1%2。</translation>
    </message>
    <message>
        <source>At most %1%2.</source>
        <translation>至多 %1%2。</translation>
    </message>
    <message>
        <source>In %1.</source>
        <translation>单位 %1。</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>Young: sqrt(2 delta M)</source>
        <translation>Young 公式：sqrt(2 delta M)</translation>
    </message>
    <message>
        <source>first order in delta / M; compute time between checkpoints</source>
        <translation>delta / M 的一阶近似；两次检查点之间的计算时间</translation>
    </message>
    <message>
        <source>Daly: M when delta &gt;= 2M</source>
        <translation>Daly 公式：delta &gt;= 2M 时取 M</translation>
    </message>
    <message>
        <source>writes as long as the time between failures: checkpoint once per MTBF</source>
        <translation>写入耗时与故障间隔一样长：每个 MTBF 做一次检查点</translation>
    </message>
    <message>
        <source>Daly: sqrt(2 delta M)(1 + sqrt(delta/2M)/3 + (delta/2M)/9) - delta</source>
        <translation>Daly 公式：sqrt(2 delta M)(1 + sqrt(delta/2M)/3 + (delta/2M)/9) - delta</translation>
    </message>
    <message>
        <source>higher-order correction of Young; compute time between checkpoints</source>
        <translation>Young 公式的高阶修正；两次检查点之间的计算时间</translation>
    </message>
    <message>
        <source>ring broadcast: (p-1)a + n/B</source>
        <translation>环形广播：(p-1)a + n/B</translation>
    </message>
    <message>
        <source>ring all-reduce: 2(p-1)a + 2n(p-1)/(pB)</source>
        <translation>环形 All-Reduce：2(p-1)a + 2n(p-1)/(pB)</translation>
    </message>
    <message>
        <source>ring: (p-1)a + n(p-1)/(pB)</source>
        <translation>环形：(p-1)a + n(p-1)/(pB)</translation>
    </message>
    <message>
        <source>scatter + all-gather: 2 log2(p) a + 2n(p-1)/(pB)</source>
        <translation>Scatter + All-Gather：2 log2(p) a + 2n(p-1)/(pB)</translation>
    </message>
    <message>
        <source>halving-doubling all-reduce: 2 log2(p) a + 2n(p-1)/(pB)</source>
        <translation>减半-倍增 All-Reduce：2 log2(p) a + 2n(p-1)/(pB)</translation>
    </message>
    <message>
        <source>recursive halving/doubling: log2(p) a + n(p-1)/(pB)</source>
        <translation>递归减半/倍增：log2(p) a + n(p-1)/(pB)</translation>
    </message>
    <message>
        <source>torus dim-order all-reduce: sum 2(k_i-1)a + sum 2m_i(1-1/k_i)/(w_i B)</source>
        <translation>环面按维顺序 All-Reduce：sum 2(k_i-1)a + sum 2m_i(1-1/k_i)/(w_i B)</translation>
    </message>
    <message>
        <source>torus dim-order: sum (k_i-1)a + sum m_i(1-1/k_i)/(w_i B)</source>
        <translation>环面按维顺序：sum (k_i-1)a + sum m_i(1-1/k_i)/(w_i B)</translation>
    </message>
    <message>
        <source>torus all-axes all-reduce: sum 2(k_i-1)a + sum 2m_i(1-1/k_i)/(w_i B D)</source>
        <translation>环面全轴 All-Reduce：sum 2(k_i-1)a + sum 2m_i(1-1/k_i)/(w_i B D)</translation>
    </message>
    <message>
        <source>torus all-axes: sum (k_i-1)a + sum m_i(1-1/k_i)/(w_i B D)</source>
        <translation>环面全轴：sum (k_i-1)a + sum m_i(1-1/k_i)/(w_i B D)</translation>
    </message>
    <message>
        <source>hierarchical: t(scale-up phases) + t(scale-out phase on n/inner)</source>
        <translation>分层：t(纵向扩展阶段) + t(数据量为 n/inner 的横向扩展阶段)</translation>
    </message>
    <message>
        <source>pairwise all-to-all: (p-1)a + n/B (torus: &gt;= bisection bound)</source>
        <translation>成对 All-to-All：(p-1)a + n/B (环面：&gt;= 对分带宽下界)</translation>
    </message>
    <message>
        <source>Bruck all-to-all: ceil(log2 p) a + (n/2) ceil(log2 p)/B</source>
        <translation>Bruck All-to-All：ceil(log2 p) a + (n/2) ceil(log2 p)/B</translation>
    </message>
    <message>
        <source>algbw = n / t</source>
        <translation>algbw = n / t</translation>
    </message>
    <message>
        <source>nccl-tests definition</source>
        <translation>nccl-tests 的定义</translation>
    </message>
    <message>
        <source>busbw = algbw x nccl-tests factor</source>
        <translation>busbw = algbw x nccl-tests 系数</translation>
    </message>
    <message>
        <source>all-reduce 2(p-1)/p; RS, AG, all-to-all (p-1)/p; broadcast 1</source>
        <translation>All-Reduce 2(p-1)/p；RS、AG、All-to-All (p-1)/p；广播 1</translation>
    </message>
    <message>
        <source>accelerators × peak(precision)</source>
        <translation>加速器数 × 峰值(精度)</translation>
    </message>
    <message>
        <source>dense peak at the workload precision</source>
        <translation>工作负载精度下的稠密峰值</translation>
    </message>
    <message>
        <source>accelerators per cabinet × peak(precision)</source>
        <translation>每机柜加速器数 × 峰值(精度)</translation>
    </message>
    <message>
        <source>PUE = facility / IT</source>
        <translation>PUE = 设施 / IT</translation>
    </message>
    <message>
        <source>annual mean over the site&apos;s climate points, weighted by hours</source>
        <translation>站点各气候点的年均值，按小时数加权</translation>
    </message>
    <message>
        <source>IT x liquid fraction</source>
        <translation>IT x 液冷比例</translation>
    </message>
    <message>
        <source>air 0, immersion 1, cold plate and hybrid as configured</source>
        <translation>风冷 0，浸没 1，冷板和混合按配置</translation>
    </message>
    <message>
        <source>IT - liquid heat</source>
        <translation>IT - 液冷热量</translation>
    </message>
    <message>
        <source>Q = P / (rho c_p dT)</source>
        <translation>Q = P / (rho c_p dT)</translation>
    </message>
    <message>
        <source>liquid loop through the IT</source>
        <translation>流经 IT 设备的液冷回路</translation>
    </message>
    <message>
        <source>bypass x air heat / (rho c_p dT)</source>
        <translation>旁通系数 x 风冷热量 / (rho c_p dT)</translation>
    </message>
    <message>
        <source>room air handlers move twice the air the servers draw (bypass, recirculation)</source>
        <translation>机房空气处理机组的风量为服务器吸风量的两倍 (旁通、回流)</translation>
    </message>
    <message>
        <source>sum over climate points of share x heat / COP when not free cooling</source>
        <translation>对各气候点求和：非自然冷却时的 占比 x 热量 / COP</translation>
    </message>
    <message>
        <source>COP = eta x T_supply / (T_rejection - T_supply), eta fitted to chiller_cop at 7/35 °C</source>
        <translation>COP = eta x T_supply / (T_rejection - T_supply)，eta 按 7/35 °C 下的 chiller_cop 拟合</translation>
    </message>
    <message>
        <source>flow x head / pump efficiency</source>
        <translation>流量 x 扬程 / 泵效率</translation>
    </message>
    <message>
        <source>same head everywhere; liquid path: IT loop and facility water; air path: primary, secondary and condenser water at 5 K rise</source>
        <translation>各处扬程相同；液冷路径：IT 回路和设施水；风路：一次水、二次水和冷凝器水，温升 5 K</translation>
    </message>
    <message>
        <source>hours with outside + approach &lt;= supply / all hours</source>
        <translation>室外温度 + 趋近温差 &lt;= 供液温度的小时数 / 总小时数</translation>
    </message>
    <message>
        <source>of the liquid loop, or of the air path when there is no liquid</source>
        <translation>取液冷回路的值；无液冷时取风路的值</translation>
    </message>
    <message>
        <source>IT x distribution loss</source>
        <translation>IT x 配电损耗</translation>
    </message>
    <message>
        <source>UPS and power distribution; their heat goes to the air path</source>
        <translation>UPS 和配电；其热量进入风路</translation>
    </message>
    <message>
        <source>IT + cooling + distribution loss</source>
        <translation>IT + 冷却 + 配电损耗</translation>
    </message>
    <message>
        <source>cooling energy / facility energy</source>
        <translation>冷却能耗 / 设施能耗</translation>
    </message>
    <message>
        <source>both annual means over the same hours</source>
        <translation>两者均为相同小时范围内的年均值</translation>
    </message>
    <message>
        <source>facility power x hours per year</source>
        <translation>设施功率 x 每年小时数</translation>
    </message>
    <message>
        <source>the cluster runs at the given utilisation all year</source>
        <translation>集群全年以给定利用率运行</translation>
    </message>
    <message>
        <source>IT power x hours per year</source>
        <translation>IT 功率 x 每年小时数</translation>
    </message>
    <message>
        <source>cooling power x hours per year</source>
        <translation>冷却功率 x 每年小时数</translation>
    </message>
    <message>
        <source>annual energy x price</source>
        <translation>年能耗 x 电价</translation>
    </message>
    <message>
        <source>cabinet electrical power</source>
        <translation>机柜电功率</translation>
    </message>
    <message>
        <source>all power ends as heat</source>
        <translation>所有电力最终都转化为热量</translation>
    </message>
    <message>
        <source>air through the servers</source>
        <translation>流经服务器的空气</translation>
    </message>
    <message>
        <source>heat + chiller work at the hottest climate point</source>
        <translation>最热气候点下的热量 + 冷水机组做功</translation>
    </message>
    <message>
        <source>a chiller rejects the heat plus its own work</source>
        <translation>冷水机组排出的是热量加上其自身做功</translation>
    </message>
    <message>
        <source>heat / cabinet cooling limit</source>
        <translation>热量 / 机柜冷却上限</translation>
    </message>
    <message>
        <source>minimal routes; each node injects bytes_per_node</source>
        <translation>最短路由；每个节点注入 bytes_per_node</translation>
    </message>
    <message>
        <source>max over links of the bytes routed over it</source>
        <translation>各链路上所路由字节数的最大值</translation>
    </message>
    <message>
        <source>sum of link loads / existing links</source>
        <translation>链路负载总和 / 现有链路数</translation>
    </message>
    <message>
        <source>max(m / injection, max link load / B)</source>
        <translation>max(m / 注入带宽, 最大链路负载 / B)</translation>
    </message>
    <message>
        <source>max link load / (B x time)</source>
        <translation>最大链路负载 / (B x 时间)</translation>
    </message>
    <message>
        <source>mean link load / (B x time)</source>
        <translation>平均链路负载 / (B x 时间)</translation>
    </message>
    <message>
        <source>min(injection, m B / max link load)</source>
        <translation>min(注入带宽, m B / 最大链路负载)</translation>
    </message>
    <message>
        <source>accelerators per cabinet × max(FP16, BF16) dense peak</source>
        <translation>每机柜加速器数 × max(FP16, BF16) 稠密峰值</translation>
    </message>
    <message>
        <source>accelerators per cabinet</source>
        <translation>每机柜加速器数</translation>
    </message>
    <message>
        <source>FP16 peak</source>
        <translation>FP16 峰值</translation>
    </message>
    <message>
        <source>BF16 peak</source>
        <translation>BF16 峰值</translation>
    </message>
    <message>
        <source>dense (non-sparse) vendor peak at 16-bit floating point, whatever the workload&apos;s precision</source>
        <translation>厂商标称的 16 位浮点稠密 (非稀疏) 峰值，与工作负载精度无关</translation>
    </message>
    <message>
        <source>2 × bisection bandwidth (each way)</source>
        <translation>2 × 对分带宽 (单向)</translation>
    </message>
    <message>
        <source>bisection bandwidth, each way</source>
        <translation>对分带宽，单向</translation>
    </message>
    <message>
        <source>both directions counted, as vendors quote bidirectional bandwidth</source>
        <translation>计入双向，与厂商标称双向带宽的口径一致</translation>
    </message>
    <message>
        <source>several domains: routes climb the source domain&apos;s scale-up tier, cross the scale-out tier and descend the destination&apos;s; counts add domains x scale-up tier and the scale-out tier</source>
        <translation>多个域：路由先上行经过源域的纵向扩展层，穿过横向扩展层，再下行经过目的域的纵向扩展层；计数为 域数 x 纵向扩展层 加上横向扩展层</translation>
    </message>
    <message>
        <source>one scale-up domain: the scale-up tier is the whole network</source>
        <translation>单个纵向扩展域：纵向扩展层即整个网络</translation>
    </message>
    <message>
        <source>uniformly random destination, the source itself included</source>
        <translation>目的端均匀随机，包括源端自身</translation>
    </message>
    <message>
        <source>min(bisection links x link bandwidth, N/2 x injection per accelerator)</source>
        <translation>min(对分链路数 x 链路带宽, N/2 x 每加速器注入带宽)</translation>
    </message>
    <message>
        <source>min(tier link, chip link) x usable links</source>
        <translation>min(层链路, 芯片链路) x 可用链路数</translation>
    </message>
    <message>
        <source>a torus uses its 2D ports, a switch or mesh all chip links</source>
        <translation>环面使用其 2D 个端口，交换机或网格使用全部芯片链路</translation>
    </message>
    <message>
        <source>2 x D_up + D_out</source>
        <translation>2 x D_up + D_out</translation>
    </message>
    <message>
        <source>H_up / d + 2 H_up (1 - 1/d) + H_out</source>
        <translation>H_up / d + 2 H_up (1 - 1/d) + H_out</translation>
    </message>
    <message>
        <source>min(scale-out bisection, N/2 x NIC bandwidth per accelerator)</source>
        <translation>min(横向扩展对分带宽, N/2 x 每加速器 NIC 带宽)</translation>
    </message>
    <message>
        <source>min(NICs x NIC bandwidth, ports x link / domain)</source>
        <translation>min(NIC 数 x NIC 带宽, 端口数 x 链路 / 域)</translation>
    </message>
    <message>
        <source>scale-out injection of one accelerator</source>
        <translation>单个加速器的横向扩展注入带宽</translation>
    </message>
    <message>
        <source>domains x scale-up links + scale-out links</source>
        <translation>域数 x 纵向扩展链路数 + 横向扩展链路数</translation>
    </message>
    <message>
        <source>domains x scale-up switches + scale-out switches</source>
        <translation>域数 x 纵向扩展交换机数 + 横向扩展交换机数</translation>
    </message>
    <message>
        <source>domains x scale-up optical + scale-out optical</source>
        <translation>域数 x 纵向扩展光缆 + 横向扩展光缆</translation>
    </message>
    <message>
        <source>domains x scale-up copper + scale-out copper</source>
        <translation>域数 x 纵向扩展铜缆 + 横向扩展铜缆</translation>
    </message>
    <message>
        <source>max(fastest all-to-all algorithm, N n / (4 x bisection bandwidth))</source>
        <translation>max(最快的 All-to-All 算法, N n / (4 x 对分带宽))</translation>
    </message>
    <message>
        <source>uniform all-to-all: every rank sends n/N to every other</source>
        <translation>均匀 All-to-All：每个 rank 向其他每个 rank 发送 n/N</translation>
    </message>
    <message>
        <source>(accelerators x (accelerator + NICs) + host + fans) / conversion efficiency</source>
        <translation>(加速器数 x (加速器 + NIC) + 主机 + 风扇) / 转换效率</translation>
    </message>
    <message>
        <source>host parts (CPU, DPU, switch chips, board) draw their rated power</source>
        <translation>主机部件 (CPU、DPU、交换芯片、主板) 按额定功率计</translation>
    </message>
    <message>
        <source>nodes x node + optics / cabinets</source>
        <translation>节点数 x 单节点 + 光模块 / 机柜数</translation>
    </message>
    <message>
        <source>optics spread evenly over the cabinets</source>
        <translation>光模块均摊到各机柜</translation>
    </message>
    <message>
        <source>nodes x node + optics</source>
        <translation>节点数 x 单节点 + 光模块</translation>
    </message>
    <message>
        <source>scale-out switches other than their optics are not counted</source>
        <translation>横向扩展交换机除光模块外不计入</translation>
    </message>
    <message>
        <source>accelerators x accelerator</source>
        <translation>加速器数 x 单加速器</translation>
    </message>
    <message>
        <source>optical links x optics per link / conversion efficiency</source>
        <translation>光链路数 x 每链路光模块 / 转换效率</translation>
    </message>
    <message>
        <source>links per tier as the topology counts them, times the tier&apos;s optical fraction</source>
        <translation>拓扑统计的各层链路数，乘以该层光链路比例</translation>
    </message>
    <message>
        <source>nodes x air heat / (rho c_p dT_air) x fan W per m3/s</source>
        <translation>节点数 x 风冷热量 / (rho c_p dT_air) x 每 m3/s 风扇 W</translation>
    </message>
    <message>
        <source>server fans move only the heat liquid does not take</source>
        <translation>服务器风扇只带走液冷未带走的热量</translation>
    </message>
    <message>
        <source>IT x (1 - conversion efficiency)</source>
        <translation>IT x (1 - 转换效率)</translation>
    </message>
    <message>
        <source>cabinet / power limit</source>
        <translation>机柜 / 功率上限</translation>
    </message>
    <message>
        <source>cabinet / cooling limit</source>
        <translation>机柜 / 冷却上限</translation>
    </message>
    <message>
        <source>accelerators x peak / IT power</source>
        <translation>加速器数 x 峰值 / IT 功率</translation>
    </message>
    <message>
        <source>dense peak at the workload precision; IT power at the given utilisation</source>
        <translation>工作负载精度下的稠密峰值；给定利用率下的 IT 功率</translation>
    </message>
    <message>
        <source>utilisation x peak / IT power</source>
        <translation>利用率 x 峰值 / IT 功率</translation>
    </message>
    <message>
        <source>utilisation x peak / facility power</source>
        <translation>利用率 x 峰值 / 设施功率</translation>
    </message>
    <message>
        <source>facility power is the annual mean, cooling and distribution included</source>
        <translation>设施功率为年均值，含冷却和配电</translation>
    </message>
    <message>
        <source>peak / TDP</source>
        <translation>峰值 / TDP</translation>
    </message>
    <message>
        <source>chip only: no host, network, fans or conversion</source>
        <translation>仅芯片：不含主机、网络、风扇或电源转换</translation>
    </message>
    <message>
        <source>plausible: within what the best shipping accelerators reach at this precision</source>
        <translation>可信：在该精度下最佳量产加速器的可达范围内</translation>
    </message>
    <message>
        <source>a stretch: beyond the best shipping accelerators; needs newer silicon, sparsity or a lower precision than stated</source>
        <translation>偏乐观：超出最佳量产加速器；需要更新的芯片、稀疏性或低于所述的精度</translation>
    </message>
    <message>
        <source>implausible: more than twice the best known accelerators at this precision; no shipping chip, let alone a whole system with host, network and cooling, reaches it</source>
        <translation>不可信：超过该精度下已知最佳加速器的两倍；没有任何量产芯片能达到，更不用说包含主机、网络和冷却的整个系统</translation>
    </message>
    <message>
        <source>claimed / best known chip-level FLOP/s per W</source>
        <translation>声称值 / 已知最佳芯片级每 W FLOP/s</translation>
    </message>
    <message>
        <source>Llama 3 405B: 419 unexpected interruptions on 16,384 H100 over 54 days</source>
        <translation>Llama 3 405B：16,384 块 H100 在 54 天内发生 419 次意外中断</translation>
    </message>
    <message>
        <source>the configured component table</source>
        <translation>所配置的部件表</translation>
    </message>
    <message>
        <source>1 / (accelerators per node x accelerator rate)</source>
        <translation>1 / (每节点加速器数 x 单加速器故障率)</translation>
    </message>
    <message>
        <source>host failures are folded into the per-accelerator rates, as in the Llama 3 table</source>
        <translation>主机故障已折算进每加速器故障率，与 Llama 3 表一致</translation>
    </message>
    <message>
        <source>86400 / system MTBF</source>
        <translation>86400 / 系统 MTBF</translation>
    </message>
    <message>
        <source>as configured</source>
        <translation>按配置</translation>
    </message>
    <message>
        <source>parameters x (weight + optimizer state)</source>
        <translation>参数量 x (权重 + 优化器状态)</translation>
    </message>
    <message>
        <source>Adam: weights at the training precision; fp32 moments, and an fp32 master below 32 bits</source>
        <translation>Adam：权重采用训练精度；fp32 动量，低于 32 位时另加 fp32 主权重</translation>
    </message>
    <message>
        <source>checkpoint size / storage bandwidth</source>
        <translation>检查点大小 / 存储带宽</translation>
    </message>
    <message>
        <source>the job stops while the checkpoint is written</source>
        <translation>写检查点期间作业暂停</translation>
    </message>
    <message>
        <source>period between checkpoint starts, the write included</source>
        <translation>相邻两次检查点开始之间的周期，含写入时间</translation>
    </message>
    <message>
        <source>checkpoint writes / wall time</source>
        <translation>检查点写入时间 / 墙钟时间</translation>
    </message>
    <message>
        <source>about delta / period</source>
        <translation>约为 delta / 周期</translation>
    </message>
    <message>
        <source>lost work / wall time</source>
        <translation>丢失的工作 / 墙钟时间</translation>
    </message>
    <message>
        <source>about half a period lost per failure</source>
        <translation>每次故障约损失半个周期</translation>
    </message>
    <message>
        <source>restarts / wall time</source>
        <translation>重启时间 / 墙钟时间</translation>
    </message>
    <message>
        <source>repair waits / wall time</source>
        <translation>等待修复时间 / 墙钟时间</translation>
    </message>
    <message>
        <source>the job waits for a repaired node when no spare is ready</source>
        <translation>无备用节点就绪时，作业等待节点修复完成</translation>
    </message>
    <message>
        <source>useful time / wall time</source>
        <translation>有效时间 / 墙钟时间</translation>
    </message>
    <message>
        <source>exponential failures while the job runs; E[period] = (1/rate + downtime)(e^(rate L) - 1)</source>
        <translation>作业运行期间故障服从指数分布；E[周期] = (1/故障率 + 停机时间)(e^(故障率 L) - 1)</translation>
    </message>
    <message>
        <source>P(Poisson(nodes x node rate x repair) &lt;= spares)</source>
        <translation>P(Poisson(节点数 x 单节点故障率 x 修复时间) &lt;= 备用节点数)</translation>
    </message>
    <message>
        <source>the pool lasts through one repair window</source>
        <translation>备用池能撑过一个修复窗口</translation>
    </message>
    <message>
        <source>1 - ErlangB(spares, repair / (1/rate + restart))</source>
        <translation>1 - ErlangB(备用节点数, 修复时间 / (1/故障率 + 重启时间))</translation>
    </message>
    <message>
        <source>a failure finds a spare ready; nodes in repair form an Erlang loss system (the job does not fail while it is down)</source>
        <translation>故障发生时有备用节点就绪；修复中的节点构成 Erlang 损失制系统 (作业停机期间不会再发生故障)</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>the spare is swapped in while the job restarts</source>
        <translation>作业重启期间换入备用节点</translation>
    </message>
    <message>
        <source>repair + restart</source>
        <translation>修复 + 重启</translation>
    </message>
    <message>
        <source>the job waits for the failed node</source>
        <translation>作业等待故障节点修复</translation>
    </message>
    <message>
        <source>restart + B/(1-B) (1/rate + restart), B = ErlangB(spares + 1, repair / (1/rate + restart))</source>
        <translation>重启时间 + B/(1-B) (1/故障率 + 重启时间), B = ErlangB(备用节点数 + 1, 修复时间 / (1/故障率 + 重启时间))</translation>
    </message>
    <message>
        <source>the job waits a share B of the time for the oldest repair under way; without spares, for its own</source>
        <translation>作业有 B 比例的时间在等待最早开始的进行中修复；无备用节点时等待其自身故障节点的修复</translation>
    </message>
    <message>
        <source>periods x (e^(rate L) - 1)</source>
        <translation>周期数 x (e^(故障率 L) - 1)</translation>
    </message>
    <message>
        <source>failures while the job runs</source>
        <translation>作业运行期间的故障</translation>
    </message>
    <message>
        <source>useful time / goodput</source>
        <translation>有效时间 / 有效产出率</translation>
    </message>
    <message>
        <source>throughput(N&apos;) / (N&apos; × throughput(1)) at N&apos; &gt;= N accelerators</source>
        <translation>吞吐量(N&apos;) / (N&apos; × 吞吐量(1))，N&apos; &gt;= N 个加速器时</translation>
    </message>
    <message>
        <source>the configuration cannot be grown to this size by whole cabinets: its scale-out network (or memory, or batch) does not allow it without a new design</source>
        <translation>该配置无法以整机柜方式扩展到此规模：其横向扩展网络 (或内存、或批大小) 不重新设计就无法支持</translation>
    </message>
    <message>
        <source>throughput(N&apos;) / (N&apos; × throughput(1)), the system grown by whole cabinets to N&apos; &gt;= N</source>
        <translation>吞吐量(N&apos;) / (N&apos; × 吞吐量(1))，系统以整机柜扩展到 N&apos; &gt;= N</translation>
    </message>
    <message>
        <source>N&apos; accelerators</source>
        <translation>N&apos; 个加速器</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>weak scaling: same cabinets and scale-up domains, the per-replica batch kept; a torus scale-out tier that no longer fits becomes a ring of domains</source>
        <translation>弱扩展：机柜和纵向扩展域不变，保持每副本批大小；无法再容纳的环面横向扩展层改为由域组成的环</translation>
    </message>
    <message>
        <source>sum_i (N/k_i) x (k_i with wraparound, k_i - 1 without) x parallel links</source>
        <translation>sum_i (N/k_i) x (有回绕为 k_i，无回绕为 k_i - 1) x 并行链路数</translation>
    </message>
    <message>
        <source>direct network: no switches</source>
        <translation>直连网络：无交换机</translation>
    </message>
    <message>
        <source>sum_i floor(k_i/2) (wrap) or k_i - 1 (mesh)</source>
        <translation>sum_i floor(k_i/2) (回绕) 或 k_i - 1 (网格)</translation>
    </message>
    <message>
        <source>sum_i mean ring distance floor(k^2/4)/k or line distance (k^2-1)/(3k)</source>
        <translation>sum_i 环上平均距离 floor(k^2/4)/k 或线上平均距离 (k^2-1)/(3k)</translation>
    </message>
    <message>
        <source>cut across the largest dimension: N/k_max x 2 (wrap) or 1 (mesh)</source>
        <translation>沿最大维度切分：N/k_max x 2 (回绕) 或 1 (网格)</translation>
    </message>
    <message>
        <source>dimension-order minimal routes; the cut halves the largest dimension</source>
        <translation>按维顺序最短路由；切分将最大维度一分为二</translation>
    </message>
    <message>
        <source>N(N-1)/2 x parallel links</source>
        <translation>N(N-1)/2 x 并行链路数</translation>
    </message>
    <message>
        <source>(N-1)/N</source>
        <translation>(N-1)/N</translation>
    </message>
    <message>
        <source>floor(N/2) x ceil(N/2) (N^2/4)</source>
        <translation>floor(N/2) x ceil(N/2) (N^2/4)</translation>
    </message>
    <message>
        <source>every pair joined directly</source>
        <translation>每对节点直接相连</translation>
    </message>
    <message>
        <source>N x ports per endpoint</source>
        <translation>N x 每端点端口数</translation>
    </message>
    <message>
        <source>2 (endpoint - switch - endpoint)</source>
        <translation>2 (端点 - 交换机 - 端点)</translation>
    </message>
    <message>
        <source>2(N-1)/N</source>
        <translation>2(N-1)/N</translation>
    </message>
    <message>
        <source>floor(N/2) x planes (non-blocking)</source>
        <translation>floor(N/2) x 平面数 (无阻塞)</translation>
    </message>
    <message>
        <source>host links + links between each pair of levels (leaf uplinks = down/o)</source>
        <translation>主机链路 + 每对相邻层级之间的链路 (叶交换机上行链路 = 下行端口数/o)</translation>
    </message>
    <message>
        <source>sum over levels of ceil(links from below / down ports)</source>
        <translation>对各层级求和 ceil(来自下层的链路数 / 下行端口数)</translation>
    </message>
    <message>
        <source>2 x tiers (up to the common ancestor and down)</source>
        <translation>2 x 层数 (上行至公共祖先再下行)</translation>
    </message>
    <message>
        <source>sum_j 2j x P(lowest common level = j), hosts packed into subtrees</source>
        <translation>sum_j 2j x P(最低公共层级 = j)，主机紧凑填入子树</translation>
    </message>
    <message>
        <source>N x ports / 2 / oversubscription</source>
        <translation>N x 端口数 / 2 / 超分比</translation>
    </message>
    <message>
        <source>full tree above the leaves; oversubscription o only at the leaves</source>
        <translation>叶层以上为满树；超分比 o 仅在叶层</translation>
    </message>
    <message>
        <source>terminal links + g a(a-1)/2 local + g a h/2 global</source>
        <translation>终端链路 + g a(a-1)/2 条组内链路 + g a h/2 条全局链路</translation>
    </message>
    <message>
        <source>g x a routers (at most a h + 1 groups)</source>
        <translation>g x a 台路由器 (最多 a h + 1 个组)</translation>
    </message>
    <message>
        <source>terminal + local + global + local + terminal = 5 links</source>
        <translation>终端 + 组内 + 全局 + 组内 + 终端 = 5 条链路</translation>
    </message>
    <message>
        <source>(2 same router + 3 same group + (3 + 2(1-q)) other group) / N, q = min(1, h/(g-1))</source>
        <translation>(2 同路由器 + 3 同组 + (3 + 2(1-q)) 其他组) / N, q = min(1, h/(g-1))</translation>
    </message>
    <message>
        <source>global links x share of group pairs split by a cut halving the groups</source>
        <translation>全局链路数 x 被平分各组的切分所分开的组对占比</translation>
    </message>
    <message>
        <source>minimal routing; global links spread evenly over group pairs</source>
        <translation>最短路由；全局链路在组对间均匀分布</translation>
    </message>
    <message>
        <source>endpoints of the tier</source>
        <translation>该层的端点数</translation>
    </message>
    <message>
        <source>hops = links crossed between two endpoints</source>
        <translation>跳数 = 两个端点之间经过的链路数</translation>
    </message>
    <message>
        <source>links per direction across the minimum balanced cut</source>
        <translation>最小均衡切分上每个方向的链路数</translation>
    </message>
    <message>
        <source>bisection links x link bandwidth</source>
        <translation>对分链路数 x 链路带宽</translation>
    </message>
    <message>
        <source>per direction</source>
        <translation>每个方向</translation>
    </message>
    <message>
        <source>links per endpoint x link bandwidth</source>
        <translation>每端点链路数 x 链路带宽</translation>
    </message>
    <message>
        <source>per endpoint, per direction</source>
        <translation>每端点、每方向</translation>
    </message>
    <message>
        <source>global_batch / step_time</source>
        <translation>global_batch / step_time</translation>
    </message>
    <message>
        <source>samples_per_s × tokens per sample</source>
        <translation>samples_per_s × 每样本 token 数</translation>
    </message>
    <message>
        <source>ResNet-50 counts one token per image</source>
        <translation>ResNet-50 按每张图像一个 token 计</translation>
    </message>
    <message>
        <source>flops_per_sample × samples_per_s / (accelerators × peak)</source>
        <translation>flops_per_sample × samples_per_s / (加速器数 × 峰值)</translation>
    </message>
    <message>
        <source>model FLOPs = 3 × forward (transformer 6N + 12Lhs per token); recompute not counted</source>
        <translation>模型 FLOPs = 3 × 前向 (transformer 每 token 6N + 12Lhs)；不计重计算</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer state + activations</source>
        <translation>权重 + 梯度 + 优化器状态 + 激活值</translation>
    </message>
    <message>
        <source>mixed-precision Adam: fp32 gradients, master weights and moments</source>
        <translation>混合精度 Adam：fp32 梯度、主权重和动量</translation>
    </message>
    <message>
        <source>microbatches × stage blocks × (forward + backward + recompute)</source>
        <translation>微批次数 × 每阶段块数 × (前向 + 反向 + 重计算)</translation>
    </message>
    <message>
        <source>microbatches × stage blocks × replayed forward ops</source>
        <translation>微批次数 × 每阶段块数 × 重放的前向算子</translation>
    </message>
    <message>
        <source>microbatches × stage blocks × tensor-parallel collectives</source>
        <translation>微批次数 × 每阶段块数 × 张量并行集合通信</translation>
    </message>
    <message>
        <source>exposed unless overlap_tp; sequence parallelism turns all-reduces into all-gather + reduce-scatter</source>
        <translation>除非启用 overlap_tp，否则为暴露时间；序列并行将 All-Reduce 变为 All-Gather + Reduce-Scatter</translation>
    </message>
    <message>
        <source>each tensor-parallel rank sends its 1/tp share (scatter-gather)</source>
        <translation>每个张量并行 rank 发送其 1/tp 份额 (scatter-gather)</translation>
    </message>
    <message>
        <source>Adam: parameters × (11 FLOP, grads + 2 × state + weights bytes)</source>
        <translation>Adam：参数量 × (11 FLOP, 梯度 + 2 × 状态 + 权重 字节数)</translation>
    </message>
    <message>
        <source>global batch / (microbatch × dp)</source>
        <translation>全局批大小 / (微批次大小 × dp)</translation>
    </message>
    <message>
        <source>per-block activations × stage blocks × microbatches in flight</source>
        <translation>每块激活值 × 每阶段块数 × 在途微批次数</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 §4; checkpoints only under full recompute</source>
        <translation>Korthikanti et al. 2022 §4；完全重计算时只保留检查点</translation>
    </message>
    <message>
        <source>Valiant: each flow between groups spread evenly over the g - 2 intermediate groups</source>
        <translation>Valiant：组间的每条流均匀分散到 g - 2 个中间组</translation>
    </message>
    <message>
        <source>UGAL-L: per flow in source order, minimal unless its global link&apos;s load &gt; 2 x the mean to intermediate groups</source>
        <translation>UGAL-L：按源顺序逐条流选择，除非其全局链路负载 &gt; 到中间组平均负载的 2 倍，否则走最短路由</translation>
    </message>
    <message>
        <source>minimal routes: local, global, local; parallel global links share each flow evenly</source>
        <translation>最短路由：本地、全局、本地；并行的全局链路均分每条流</translation>
    </message>
    <message>
        <source>terminal</source>
        <translation>终端</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全局</translation>
    </message>
    <message>
        <source>up-down routes, each flow split evenly over its equal-cost uplinks (ECMP); endpoints fill leaves in order</source>
        <translation>上行-下行路由，每条流在等价上行链路间均分 (ECMP)；端点按顺序填满叶交换机</translation>
    </message>
    <message>
        <source>endpoint-leaf up</source>
        <translation>端点-叶 上行</translation>
    </message>
    <message>
        <source>endpoint-leaf down</source>
        <translation>端点-叶 下行</translation>
    </message>
    <message>
        <source>leaf-spine up</source>
        <translation>叶-脊 上行</translation>
    </message>
    <message>
        <source>leaf-spine down</source>
        <translation>叶-脊 下行</translation>
    </message>
    <message>
        <source>spine-core up</source>
        <translation>脊-核心 上行</translation>
    </message>
    <message>
        <source>spine-core down</source>
        <translation>脊-核心 下行</translation>
    </message>
    <message>
        <source>link bandwidth</source>
        <translation>链路带宽</translation>
    </message>
    <message>
        <source>per link, per direction</source>
        <translation>每条链路、每个方向</translation>
    </message>
    <message>
        <source>max over the class&apos;s links of the bytes routed over it</source>
        <translation>该类链路中承载字节数的最大值</translation>
    </message>
    <message>
        <source>sum of the class&apos;s link loads / links</source>
        <translation>该类链路负载之和 / 链路数</translation>
    </message>
    <message>
        <source>m / completion time</source>
        <translation>m / 完成时间</translation>
    </message>
    <message>
        <source>dimension-order route, a tie k/2 away the + way</source>
        <translation>按维顺序路由，相距 k/2 的平局走 + 方向</translation>
    </message>
    <message>
        <source>the direct link</source>
        <translation>直连链路</translation>
    </message>
    <message>
        <source>endpoint, switch plane, endpoint</source>
        <translation>端点、交换平面、端点</translation>
    </message>
    <message>
        <source>up to the lowest common ancestor and down; the destination picks the uplink (d mod uplinks)</source>
        <translation>上行至最近公共祖先再下行；由目的端选择上行链路 (d mod 上行链路数)</translation>
    </message>
    <message>
        <source>minimal: local, global, local (Kim et al. 2008)</source>
        <translation>最短路由：本地、全局、本地 (Kim et al. 2008)</translation>
    </message>
    <message>
        <source>links crossed from source to destination</source>
        <translation>从源到目的经过的链路数</translation>
    </message>
    <message>
        <source>hops x hop latency</source>
        <translation>跳数 x 每跳延迟</translation>
    </message>
    <message>
        <source>delta + tau, 1 - tau/M = e^(-(tau + delta)/M)</source>
        <translation>delta + tau，1 - tau/M = e^(-(tau + delta)/M)</translation>
    </message>
    <message>
        <source>maximises this run&apos;s goodput, tau = M(1 + W(-e^(-1 - delta/M))); period between checkpoint starts, the write included</source>
        <translation>使本次运行的 goodput 最大，tau = M(1 + W(-e^(-1 - delta/M)))；为相邻检查点开始之间的周期，含写入时间</translation>
    </message>
    <message>
        <source>pipelined tree all-reduce: 2 ceil(log2 p)(a + c/B) + 2(n - c)/B</source>
        <translation>流水线树形 all-reduce：2 ceil(log2 p)(a + c/B) + 2(n - c)/B</translation>
    </message>
    <message>
        <source>pipelined tree: ceil(log2 p)(a + c/B) + (n - c)/B</source>
        <translation>流水线树形：ceil(log2 p)(a + c/B) + (n - c)/B</translation>
    </message>
    <message>
        <source>alpha = hops x tier hop latency (+ chip link latency); B = achievable link or injection bandwidth, x message-size efficiency (SimAI fit) on switched scale-out fabrics; on a torus rings are bidirectional; trees pipeline 256 KiB chunks</source>
        <translation>alpha = 跳数 × 该层每跳时延（+ 芯片链路时延）；B = 可达链路或注入带宽，在交换式横向扩展网络上乘以消息大小效率（SimAI 拟合）；环面上的环为双向；树以 256 KiB 分块流水传输</translation>
    </message>
    <message>
        <source>an OCS joins the two ends of a link on two of its ports</source>
        <translation>一台 OCS 用其两个端口连接一条链路的两端</translation>
    </message>
    <message>
        <source>a link is one cable, a link through an OCS two (end - OCS - end)</source>
        <translation>一条链路为一根线缆，经 OCS 的链路为两根（端 - OCS - 端）</translation>
    </message>
    <message>
        <source>links - optical links</source>
        <translation>链路数 - 光链路数</translation>
    </message>
    <message>
        <source>every copper link is one cable</source>
        <translation>每条铜链路为一根线缆</translation>
    </message>
    <message>
        <source>domains x scale-up switch ports + scale-out switch ports</source>
        <translation>域数 × 纵向扩展交换端口 + 横向扩展交换端口</translation>
    </message>
    <message>
        <source>domains x scale-up OCS + scale-out OCS</source>
        <translation>域数 × 纵向扩展 OCS + 横向扩展 OCS</translation>
    </message>
    <message>
        <source>checkpoint size / accelerators / snapshot bandwidth</source>
        <translation>检查点大小 / 加速器数 / 快照带宽</translation>
    </message>
    <message>
        <source>asynchronous: the job stops only to copy its state to host memory (PyTorch async checkpoint: 0.78 s for Llama 3 70B on 1,856 GPUs)</source>
        <translation>异步：作业仅在将状态复制到主机内存时暂停（PyTorch 异步检查点：Llama 3 70B 在 1,856 块 GPU 上为 0.78 s）</translation>
    </message>
    <message>
        <source>runs behind the job; checkpoints are at least this far apart</source>
        <translation>在作业后台进行；检查点间隔至少为此时长</translation>
    </message>
    <message>
        <source>0: restored from copies in other nodes&apos; memory</source>
        <translation>0：从其他节点内存中的副本恢复</translation>
    </message>
    <message>
        <source>storage read + (asynchronous: the unfinished write&apos;s period)</source>
        <translation>存储读取 +（异步时：未完成写入所对应的周期）</translation>
    </message>
    <message>
        <source>added to every restart; in-memory copies after GEMINI (Wang et al., SOSP 2023)</source>
        <translation>计入每次重启；内存副本方案参见 GEMINI（Wang 等，SOSP 2023）</translation>
    </message>
    <message>
        <source>smallest k with P(Poisson(nodes x node rate x repair) &lt;= k) &gt;= 0.99</source>
        <translation>满足 P(Poisson(节点数 × 节点故障率 × 维修时间) &lt;= k) &gt;= 0.99 的最小 k</translation>
    </message>
    <message>
        <source>spare nodes installed beside the job&apos;s, swapped in at a restart</source>
        <translation>安装在作业节点旁的备用节点，重启时换入</translation>
    </message>
    <message>
        <source>goodput-optimal period</source>
        <translation>goodput 最优周期</translation>
    </message>
    <message>
        <source>period between checkpoint starts, the stop included; never shorter than the asynchronous write to storage</source>
        <translation>相邻检查点开始之间的周期，含暂停时间；不短于异步写入存储的时间</translation>
    </message>
    <message>
        <source>ceil(2 x links leaving the OCS blocks / ports per OCS)</source>
        <translation>ceil(2 × 离开 OCS 块的链路数 / 每台 OCS 端口数)</translation>
    </message>
    <message>
        <source>direct network: no packet switches; the optical circuit switches are counted apart</source>
        <translation>直连网络：无分组交换机；光路交换机单独计数</translation>
    </message>
    <message>
        <source>direct network: no switch ports</source>
        <translation>直连网络：无交换端口</translation>
    </message>
    <message>
        <source>the nodes&apos; switch chips: node.switch_chips x nodes a domain</source>
        <translation>节点内交换芯片：node.switch_chips × 每域节点数</translation>
    </message>
    <message>
        <source>ceil(N x ports per endpoint / switch radix)</source>
        <translation>ceil(N × 每端点端口数 / 交换芯片端口数)</translation>
    </message>
    <message>
        <source>switch radix unstated: one switch per endpoint port (plane)</source>
        <translation>未说明交换芯片端口数：每个端点端口（平面）一台交换机</translation>
    </message>
    <message>
        <source>N x ports per endpoint: every link ends on one switch port</source>
        <translation>N × 每端点端口数：每条链路终止于一个交换端口</translation>
    </message>
    <message>
        <source>one non-blocking stage of switch chips, each endpoint&apos;s links spread over them</source>
        <translation>单级无阻塞交换芯片，各端点的链路分布于其上</translation>
    </message>
    <message>
        <source>host links + 2 x links between levels (a switch at either end)</source>
        <translation>主机链路 + 2 × 层间链路（两端各为一台交换机）</translation>
    </message>
    <message>
        <source>terminal links + 2 x (local + global links)</source>
        <translation>终端链路 + 2 × (本地链路 + 全局链路)</translation>
    </message>
    <message>
        <source>no optical circuit switches</source>
        <translation>无光路交换机</translation>
    </message>
    <message>
        <source>max(round(links x optical fraction), links through an OCS) + links through an OCS</source>
        <translation>max(round(链路数 × 光链路比例), 经 OCS 的链路数) + 经 OCS 的链路数</translation>
    </message>
    <message>
        <source>samples_per_s(N) / (replicas × samples_per_s(one replica))</source>
        <translation>samples_per_s(N) / (副本数 × samples_per_s(单个副本))</translation>
    </message>
    <message>
        <source>one data-parallel replica with its share of the batch is the reference; optimizer sharding splits the optimizer step over the replicas, which can make scaling slightly super-linear</source>
        <translation>以承担相应批量份额的单个数据并行副本为基准；优化器分片将优化器步骤分摊到各副本，可能使扩展略呈超线性</translation>
    </message>
    <message>
        <source>one data-parallel replica with its share of the batch is the reference: the same model and batch per accelerator, without the gradient synchronisation</source>
        <translation>以承担相应批量份额的单个数据并行副本为基准：每个加速器的模型与批量相同，但无梯度同步</translation>
    </message>
    <message>
        <source>max((PP − 1)/v, PP − m + (m − 1)/v) × stage time per microbatch</source>
        <translation>max((PP − 1)/v, PP − m + (m − 1)/v) × 每个微批次的阶段时间</translation>
    </message>
    <message>
        <source>1F1B schedule, interleaved over v chunks per device (Narayanan et al. 2021); with fewer microbatches than stages the chunks wait</source>
        <translation>1F1B 调度，每设备交错 v 个模型块（Narayanan 等，2021）；微批次少于阶段数时各块需要等待</translation>
    </message>
    <message>
        <source>in-switch all-reduce: 2a + n/B (across domains: scale-up reduce-scatter and all-gather + in-switch on n/inner)</source>
        <translation>交换机内 all-reduce:2a + n/B(跨域时:纵向扩展层 reduce-scatter 和 all-gather + 对 n/inner 做交换机内归约)</translation>
    </message>
    <message>
        <source>algorithm forced by network.collective_algorithm (the fastest applicable might differ); alpha = hops x tier hop latency (+ chip link latency); B = achievable link or injection bandwidth, x message-size efficiency (SimAI fit) on switched scale-out fabrics</source>
        <translation>算法由 network.collective_algorithm 指定(最快的可用算法可能不同);alpha = 跳数 x 该层每跳延迟(+ 芯片链路延迟);B = 可达链路或注入带宽,在交换式横向扩展网络上 x 消息大小效率(SimAI 拟合)</translation>
    </message>
    <message>
        <source>the algorithm forced by network.collective_algorithm does not apply to this collective, so the fastest applicable ran; alpha = hops x tier hop latency; B = achievable bandwidth</source>
        <translation>network.collective_algorithm 指定的算法不适用于此集合通信,因此使用最快的可用算法;alpha = 跳数 x 该层每跳延迟;B = 可达带宽</translation>
    </message>
    <message>
        <source>uniform all-to-all: every rank sends n/N to every other, by the algorithm forced in network.collective_algorithm</source>
        <translation>均匀 all-to-all:每个 rank 向其他每个 rank 发送 n/N,使用 network.collective_algorithm 指定的算法</translation>
    </message>
    <message>
        <source>uniform all-to-all: every rank sends n/N to every other; the algorithm forced in network.collective_algorithm does not apply to all-to-all, so the fastest applicable ran</source>
        <translation>均匀 all-to-all:每个 rank 向其他每个 rank 发送 n/N;network.collective_algorithm 指定的算法不适用于 all-to-all,因此使用最快的可用算法</translation>
    </message>
    <message>
        <source>the time to train workload.tokens_to_train: steps × (step time + overhead per step), stretched by failures</source>
        <translation>训练 workload.tokens_to_train 所需时间:步数 × (步时间 + 每步开销),再因故障而拉长</translation>
    </message>
    <message>
        <source>useful time = reliability.training_duration_s (no token budget)</source>
        <translation>有效时间 = reliability.training_duration_s(无 token 预算)</translation>
    </message>
    <message>
        <source>(tp_comm + ep_comm + cp_comm + pp_comm + dp_comm_exposed) / step_time</source>
        <translation>(tp_comm + ep_comm + cp_comm + pp_comm + dp_comm_exposed) / step_time</translation>
    </message>
    <message>
        <source>⌈tokens_to_train / (global_batch × tokens per sample)⌉</source>
        <translation>⌈tokens_to_train / (global_batch × 每样本 token 数)⌉</translation>
    </message>
    <message>
        <source>0: no token budget set (workload.tokens_to_train)</source>
        <translation>0:未设置 token 预算(workload.tokens_to_train)</translation>
    </message>
    <message>
        <source>steps_to_train × (step_time + overhead)</source>
        <translation>steps_to_train × (step_time + 开销)</translation>
    </message>
    <message>
        <source>before failures; reliability.expected_wall_time_s adds them</source>
        <translation>未计故障;reliability.expected_wall_time_s 计入故障</translation>
    </message>
    <message>
        <source>no token budget: reliability.training_duration_s</source>
        <translation>无 token 预算:reliability.training_duration_s</translation>
    </message>
    <message>
        <source>microbatches × stage blocks × expert share × all-to-alls × (1 − overlap)</source>
        <translation>微批数 × 每级块数 × 专家层占比 × all-to-all 次数 × (1 − 重叠)</translation>
    </message>
    <message>
        <source>dispatch and combine, forward and backward, of tokens × top-k × capacity × hidden over the expert-parallel ranks, on the network&apos;s all-to-all</source>
        <translation>前向和反向中 token × top-k × 容量 × hidden 的分发与合并,在专家并行 rank 之间走网络的 all-to-all</translation>
    </message>
    <message>
        <source>microbatches × stage blocks × (key/value all-gathers + reduce-scatters)</source>
        <translation>微批数 × 每级块数 × (键/值 all-gather + reduce-scatter)</translation>
    </message>
    <message>
        <source>the keys and values of the whole sequence gathered for attention, their gradients reduce-scattered back; exposed (Llama 3&apos;s all-gather context parallelism)</source>
        <translation>为注意力收集整条序列的键和值,其梯度经 reduce-scatter 返回;不被隐藏(Llama 3 的 all-gather 上下文并行)</translation>
    </message>
    <message>
        <source>microbatches × 2 × interleave × stage send × (1 − overlap)</source>
        <translation>微批数 × 2 × 交错数 × 级间发送 × (1 − 重叠)</translation>
    </message>
    <message>
        <source>gradient reduction + parameter gathers of the sharding level, per step</source>
        <translation>每步中该分片级别的梯度归约 + 参数收集</translation>
    </message>
    <message>
        <source>none: all-reduce; optimizer: reduce-scatter + all-gather; gradients: reduce-scatter every microbatch; full: also an all-gather of the weights before each forward and backward (ZeRO stages 1-3)</source>
        <translation>none:all-reduce;optimizer:reduce-scatter + all-gather;gradients:每个微批 reduce-scatter;full:此外每次前向和反向之前 all-gather 权重(ZeRO 阶段 1-3)</translation>
    </message>
    <message>
        <source>dp_comm − overlap_fraction × (min(reductions, backward window) + min(gathers, forward window))</source>
        <translation>dp_comm − overlap_fraction × (min(归约, 反向窗口) + min(收集, 前向窗口))</translation>
    </message>
    <message>
        <source>parameters per accelerator × bytes per value / shards (+ 2 gathered blocks)</source>
        <translation>每加速器参数 × 每值字节数 / 分片数(+ 2 个已收集的块)</translation>
    </message>
    <message>
        <source>full sharding gathers the running block&apos;s weights and prefetches the next</source>
        <translation>全分片收集正在运行的块的权重并预取下一个块</translation>
    </message>
    <message>
        <source>sharding optimizer, gradients or full splits the state over dp</source>
        <translation>分片级别 optimizer、gradients 或 full 把状态切分到 dp 上</translation>
    </message>
    <message>
        <source>op time = FLOPs / (peak × efficiency(GFLOP)) + bytes / (HBM × efficiency(MB)); vector engine at accelerator.vector_flops</source>
        <translation>算子时间 = FLOPs / (峰值 × 效率(GFLOP)) + 字节 / (HBM × 效率(MB));向量单元按 accelerator.vector_flops</translation>
    </message>
    <message>
        <source>op time = FLOPs / (peak × efficiency(GFLOP)) + bytes / (HBM × efficiency(MB)); vector rate unpublished (accelerator.vector_flops 0): 1/4 of the matrix peak</source>
        <translation>算子时间 = FLOPs / (峰值 × 效率(GFLOP)) + 字节 / (HBM × 效率(MB));向量算力未公布(accelerator.vector_flops 为 0):取矩阵峰值的 1/4</translation>
    </message>
    <message>
        <source>parameters per accelerator × bytes per gradient / shards</source>
        <translation>每加速器参数 × 每个梯度的字节数 / 分片数</translation>
    </message>
    <message>
        <source>gradients accumulate in workload.gradient_precision</source>
        <translation>梯度以 workload.gradient_precision 累加</translation>
    </message>
    <message>
        <source>parameters per accelerator × (master + 2 moments) bytes / shards</source>
        <translation>每加速器参数 × (主权重 + 2 个矩)字节 / 分片数</translation>
    </message>
    <message>
        <source>no limit set gives 0</source>
        <translation>未设限值时为 0</translation>
    </message>
    <message>
        <source>all electrical power ends as heat; no limit set gives 0</source>
        <translation>所有电能最终变为热量；未设限值时为 0</translation>
    </message>
    <message>
        <source>the algorithm forced by network.collective_algorithm cannot run on these ranks (halving-doubling needs a power of two, a torus algorithm a group that tiles the torus), so the fastest that can run ran; alpha = hops x tier hop latency; B = achievable bandwidth</source>
        <translation>network.collective_algorithm 强制的算法无法在这些 rank 上运行（halving-doubling 需要 2 的幂个 rank，环面算法需要能铺满环面的分组），因此改用可运行的最快算法；alpha = 跳数 × 该层每跳时延；B = 可达带宽</translation>
    </message>
    <message>
        <source>memory per accelerator / accelerator.hbm_capacity_B</source>
        <translation>单卡显存占用 / accelerator.hbm_capacity_B</translation>
    </message>
    <message>
        <source>activations included, which validation&apos;s memory check leaves out; above 100 % the step does not fit</source>
        <translation>含激活值（配置校验的显存检查不计激活值）；超过 100 % 时该训练步放不下</translation>
    </message>
    <message>
        <source>jobs in the trace</source>
        <translation>作业轨迹中的作业数</translation>
    </message>
    <message>
        <source>jobs that ran to completion</source>
        <translation>运行至完成的作业数</translation>
    </message>
    <message>
        <source>cancelled before the end</source>
        <translation>未运行到结束即被取消</translation>
    </message>
    <message>
        <source>last completion - first arrival</source>
        <translation>最后完成时刻 - 首个到达时刻</translation>
    </message>
    <message>
        <source>busy card-time / in-service card-time</source>
        <translation>忙碌卡时 / 在役卡时</translation>
    </message>
    <message>
        <source>from the first arrival to the last completion; failed nodes awaiting repair are out of service</source>
        <translation>从首个作业到达至最后一个作业完成；等待修复的故障节点不计入在役</translation>
    </message>
    <message>
        <source>sum of busy card-time / job slowdown / in-service card-time</source>
        <translation>各作业 (忙碌卡时 / 作业减速比) 之和 / 在役卡时</translation>
    </message>
    <message>
        <source>a card of a job slowed by a scattered placement counts for 1 / slowdown; restarts count as busy</source>
        <translation>因放置分散而变慢的作业，其每张卡按 1 / 减速比 计；重启期间计为忙碌</translation>
    </message>
    <message>
        <source>standard deviation of hourly utilisation while jobs arrive</source>
        <translation>作业到达期间每小时利用率的标准差</translation>
    </message>
    <message>
        <source>S2&apos;s utilisation swing, read as one standard deviation</source>
        <translation>S2 所述的利用率波动，按一个标准差理解</translation>
    </message>
    <message>
        <source>(95th - 5th percentile of hourly utilisation) / 2</source>
        <translation>(每小时利用率的第 95 百分位数 - 第 5 百分位数) / 2</translation>
    </message>
    <message>
        <source>S2&apos;s utilisation swing, read as ± half the range</source>
        <translation>S2 所述的利用率波动，按 ± 半个极差理解</translation>
    </message>
    <message>
        <source>mean of (first start - submit)</source>
        <translation>(首次开始 - 提交) 的平均值</translation>
    </message>
    <message>
        <source>95th percentile of (first start - submit)</source>
        <translation>(首次开始 - 提交) 的第 95 百分位数</translation>
    </message>
    <message>
        <source>free card-time while the first queued job waits with enough free cards / card-time</source>
        <translation>队首作业在空闲卡数足够时仍在等待期间的空闲卡时 / 总卡时</translation>
    </message>
    <message>
        <source>fragmentation: the cards were free but not in a shape or place the job could use</source>
        <translation>碎片化：这些卡虽然空闲，但其形状或位置无法被该作业使用</translation>
    </message>
    <message>
        <source>jobs placed where their collectives run slower than ideal</source>
        <translation>所放置位置使集合通信慢于理想情况的作业数</translation>
    </message>
    <message>
        <source>mean of placed / ideal run time over slowed jobs</source>
        <translation>变慢作业的 实际放置运行时间 / 理想运行时间 的平均值</translation>
    </message>
    <message>
        <source>slowdown = 1 - comm share + comm share x bandwidth ratio</source>
        <translation>减速比 = 1 - 通信占比 + 通信占比 x 带宽比</translation>
    </message>
    <message>
        <source>card-hours of finished work / hours of makespan</source>
        <translation>已完成工作的卡时数 / 总完工时间的小时数</translation>
    </message>
    <message>
        <source>work counted at its ideal duration; slowdowns, rework and restarts are not useful</source>
        <translation>工作按其理想时长计；减速、返工和重启均不计为有效工作</translation>
    </message>
    <message>
        <source>node failures during the run</source>
        <translation>运行期间的节点故障次数</translation>
    </message>
    <message>
        <source>the reliability model&apos;s rates (Llama 3 405B&apos;s by default), nodes failing whether busy or idle</source>
        <translation>采用可靠性模型的故障率（默认取 Llama 3 405B 的数据），节点无论忙闲均会发生故障</translation>
    </message>
    <message>
        <source>jobs a failure stopped at least once</source>
        <translation>至少被故障中断过一次的作业数</translation>
    </message>
    <message>
        <source>a failure rolls the job back to its last checkpoint</source>
        <translation>故障使作业回滚到其最近一次检查点</translation>
    </message>
    <message>
        <source>failures a hot spare stood in for</source>
        <translation>由热备节点顶替的故障次数</translation>
    </message>
    <message>
        <source>a spare returns to the pool when the failed node is repaired; without one the node&apos;s jobs are requeued</source>
        <translation>故障节点修复后，热备节点回到备用池；无可用热备节点时，该节点上的作业重新排队</translation>
    </message>
    <message>
        <source>REFUSED: the weights and one request&apos;s KV cache do not fit an accelerator&apos;s HBM at this tp × pp (see weight_bytes_per_accelerator_B): spread the replica over more accelerators or quantise the weights</source>
        <translation>已拒绝：在此 tp × pp 下，权重与单个请求的 KV 缓存放不进一张加速卡的 HBM（见 weight_bytes_per_accelerator_B）：请将副本分布到更多加速卡上，或对权重进行量化</translation>
    </message>
    <message>
        <source>BEYOND CAPACITY: the offered rate exceeds capacity_requests_per_s, so the queue grows without bound and the latency is infinite</source>
        <translation>超出容量：请求速率超过 capacity_requests_per_s，队列无限增长，时延为无穷大</translation>
    </message>
    <message>
        <source>N = Σ blocks (attention, MLP or experts, layernorms) + embeddings</source>
        <translation>N = Σ 块（注意力、MLP 或专家、层归一化）+ 嵌入层</translation>
    </message>
    <message>
        <source>N_active = N − unrouted experts&apos; parameters</source>
        <translation>N_active = N − 未被路由到的专家的参数</translation>
    </message>
    <message>
        <source>a token visits experts_per_token routed experts (every parameter in a dense model)</source>
        <translation>每个 token 经过 experts_per_token 个路由专家（稠密模型中为全部参数）</translation>
    </message>
    <message>
        <source>R = slice / (tp × pp)</source>
        <translation>R = 切片 / (tp × pp)</translation>
    </message>
    <message>
        <source>each replica holds a whole copy of the weights</source>
        <translation>每个副本持有一份完整的权重</translation>
    </message>
    <message>
        <source>N × bytes per weight / (tp × pp)</source>
        <translation>N × 每个权重的字节数 / (tp × pp)</translation>
    </message>
    <message>
        <source>every layer&apos;s weights split evenly over the replica&apos;s accelerators</source>
        <translation>每层权重均匀切分到副本的各张加速卡上</translation>
    </message>
    <message>
        <source>REFUSED: more than the accelerator&apos;s HBM budget (capacity × memory utilisation): the model does not fit this replica</source>
        <translation>已拒绝：超出加速卡的 HBM 预算（容量 × 显存利用率）：此副本放不下该模型</translation>
    </message>
    <message>
        <source>layers × 2 × kv_heads × head_dim × bytes</source>
        <translation>层数 × 2 × kv_heads × head_dim × 字节数</translation>
    </message>
    <message>
        <source>a key and a value vector per layer and key/value head (whole model)</source>
        <translation>每层、每个键/值头各一个键向量和一个值向量（整个模型）</translation>
    </message>
    <message>
        <source>KV per token × (cached + prompt + output tokens)</source>
        <translation>每 token KV × (已缓存 + 提示词 + 输出 token 数)</translation>
    </message>
    <message>
        <source>a request&apos;s cache at its last token</source>
        <translation>请求在生成最后一个 token 时的缓存</translation>
    </message>
    <message>
        <source>floor((HBM × utilisation − weights) / (KV per token per accelerator × context))</source>
        <translation>floor((HBM × 利用率 − 权重) / (每卡每 token KV × 上下文长度))</translation>
    </message>
    <message>
        <source>every running request&apos;s whole cache reserved (no eviction); when tp exceeds the key/value heads, the ranks sharing a head hold different requests (attention sharded over the batch)</source>
        <translation>为每个运行中的请求预留其完整缓存（不驱逐）；tp 超过键/值头数时，共享同一头的各 rank 持有不同的请求（注意力按批次切分）</translation>
    </message>
    <message>
        <source>every running request&apos;s whole cache reserved (no eviction); key/value heads replicated when tp exceeds them</source>
        <translation>为每个运行中的请求预留其完整缓存（不驱逐）；tp 超过键/值头数时复制键/值头</translation>
    </message>
    <message>
        <source>min(max batch by memory, configured max batch)</source>
        <translation>min(显存可容纳的最大批量, 配置的最大批量)</translation>
    </message>
    <message>
        <source>requests one replica decodes at once</source>
        <translation>单个副本同时解码的请求数</translation>
    </message>
    <message>
        <source>1 − (W_q + b·KV_q) / (W_bf16 + b·KV_bf16)</source>
        <translation>1 − (W_q + b·KV_q) / (W_bf16 + b·KV_bf16)</translation>
    </message>
    <message>
        <source>memory of one accelerator at the operating batch, against BF16 weights and cache</source>
        <translation>运行批量下单张加速卡的显存，相对于 BF16 权重和缓存</translation>
    </message>
    <message>
        <source>2·N_active GEMM FLOPs per token (8-bit GEMMs at most 78 % of peak), causal attention fused in BF16 (at most 73 % of peak), layernorms, residuals and the MLP activation through HBM; collectives on the configured tiers</source>
        <translation>每 token 2·N_active 次 GEMM FLOPs（8 位 GEMM 至多达到峰值的 78 %），因果注意力以 BF16 融合计算（至多达到峰值的 73 %），层归一化、残差和 MLP 激活经由 HBM 读写；集合通信走所配置的网络层</translation>
    </message>
    <message>
        <source>one request alone: every weight of the replica read once per token</source>
        <translation>仅单个请求：每个 token 将副本的全部权重读取一次</translation>
    </message>
    <message>
        <source>pp × L/pp × collective time / decode step</source>
        <translation>pp × L/pp × 集合通信时间 / 解码步时间</translation>
    </message>
    <message>
        <source>the share of a lone token&apos;s time spent in tensor-parallel latency and transfer</source>
        <translation>单个 token 的时间中花在张量并行时延与传输上的比例</translation>
    </message>
    <message>
        <source>R × λ_r with λ_r (P_t + O·step(B) / (1 − λ_r P_t)) = B</source>
        <translation>R × λ_r，其中 λ_r (P_t + O·step(B) / (1 − λ_r P_t)) = B</translation>
    </message>
    <message>
        <source>every replica at its full batch, prompts run as iterations of their own</source>
        <translation>每个副本以满批量运行，提示词作为单独的迭代执行</translation>
    </message>
    <message>
        <source>capacity × output tokens</source>
        <translation>容量 × 输出 token 数</translation>
    </message>
    <message>
        <source>output tokens per second at capacity</source>
        <translation>满容量时每秒输出的 token 数</translation>
    </message>
    <message>
        <source>as offered</source>
        <translation>即输入的请求速率</translation>
    </message>
    <message>
        <source>Poisson arrivals spread over the replicas</source>
        <translation>泊松到达，分摊到各副本</translation>
    </message>
    <message>
        <source>no rate given: one request alone</source>
        <translation>未给出速率：仅单个请求</translation>
    </message>
    <message>
        <source>b = λ_r (P_t + O · step(b) / (1 − λ_r P_t)) (Little&apos;s law)</source>
        <translation>b = λ_r (P_t + O · step(b) / (1 − λ_r P_t))（Little 定律）</translation>
    </message>
    <message>
        <source>continuous batching: the batch is the requests in service</source>
        <translation>连续批处理：批量即正在服务的请求数</translation>
    </message>
    <message>
        <source>step(max(b, 1))</source>
        <translation>step(max(b, 1))</translation>
    </message>
    <message>
        <source>one iteration of the running batch</source>
        <translation>运行中批次的一次迭代</translation>
    </message>
    <message>
        <source>M/G/c wait for one of R·B slots (Erlang C, Allen–Cunneen for the service spread); a prompt starts at once when a slot is free</source>
        <translation>等待 R·B 个槽位之一的 M/G/c 排队时间（Erlang C，服务时间的离散用 Allen–Cunneen 近似）；有空闲槽位时提示词立即开始处理</translation>
    </message>
    <message>
        <source>P_t + W_p, W = 0 w.p. 1 − C, else exponential with rate θ = (cμ − λ)·2/(1 + C_s²)</source>
        <translation>P_t + W_p，W 以概率 1 − C 为 0，否则服从速率为 θ = (cμ − λ)·2/(1 + C_s²) 的指数分布</translation>
    </message>
    <message>
        <source>step(b) + n_p × P_t, n ~ Poisson(λ_r × T) prompts joining a step</source>
        <translation>step(b) + n_p × P_t，n ~ Poisson(λ_r × T) 为插入一步中的提示词数</translation>
    </message>
    <message>
        <source>time between two output tokens: prompts are not chunked and stall the batch</source>
        <translation>相邻两个输出 token 之间的时间：提示词不分块，会使整个批次停顿</translation>
    </message>
    <message>
        <source>quantile of P_t + W + O × T, O ~ Gamma(mean O, cv), W as for TTFT</source>
        <translation>P_t + W + O × T 的分位数，O ~ Gamma(均值 O, cv)，W 与 TTFT 中相同</translation>
    </message>
    <message>
        <source>output length gamma-distributed (exponential at cv 1), independent of the wait</source>
        <translation>输出长度服从 Gamma 分布（cv 为 1 时即指数分布），与等待时间相互独立</translation>
    </message>
    <message>
        <source>the largest λ with quantile_p(latency) ≤ target (bisection; latency grows with λ)</source>
        <translation>满足 quantile_p(时延) ≤ 目标 的最大 λ（二分查找；时延随 λ 增大）</translation>
    </message>
    <message>
        <source>the whole slice; 0 would mean even a lone request misses the target</source>
        <translation>整个切片；为 0 表示即使只有单个请求也达不到目标</translation>
    </message>
    <message>
        <source>UNREACHABLE: even a lone request misses the target at this replica shape</source>
        <translation>无法达到：在此副本形态下，即使只有单个请求也达不到目标</translation>
    </message>
    <message>
        <source>ceil(rate / (max rate meeting target / R)) × tp × pp</source>
        <translation>ceil(速率 / (满足目标的最高速率 / R)) × tp × pp</translation>
    </message>
    <message>
        <source>replicas of this shape, each loaded as one of this slice&apos;s at the target</source>
        <translation>此形态的副本，每个副本的负载与本切片中的副本在目标下的负载相同</translation>
    </message>
    <message>
        <source>UNREACHABLE: no number of these replicas meets the target</source>
        <translation>无法达到：无论多少个此类副本都达不到目标</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>{0} published runs on {1} at {2}, {3} of them within ±{4}; on average the simulator came out {5} too fast</source>
        <translation>{1} 上 {2} 精度的 {0} 次已发表运行，其中 {3} 次在 ±{4} 以内；模拟器平均偏快 {5}</translation>
    </message>
    <message>
        <source>{0} published runs on {1} at {2}, {3} of them within ±{4}; on average the simulator came out {5} too slow</source>
        <translation>{1} 上 {2} 精度的 {0} 次已发表运行，其中 {3} 次在 ±{4} 以内；模拟器平均偏慢 {5}</translation>
    </message>
    <message>
        <source>{0} published runs on {1} at every precision, {3} of them within ±{4}; on average the simulator came out {5} too fast</source>
        <translation>{1} 上各种精度的 {0} 次已发表运行，其中 {3} 次在 ±{4} 以内；模拟器平均偏快 {5}</translation>
    </message>
    <message>
        <source>{0} published runs on {1} at every precision, {3} of them within ±{4}; on average the simulator came out {5} too slow</source>
        <translation>{1} 上各种精度的 {0} 次已发表运行，其中 {3} 次在 ±{4} 以内；模拟器平均偏慢 {5}</translation>
    </message>
    <message>
        <source>not validated: no published run was measured on this chip</source>
        <translation>未经验证：此芯片没有任何已发表的运行记录</translation>
    </message>
    <message>
        <source>not validated: no published run on {1} measures this figure</source>
        <translation>未经验证：{1} 上没有已发表运行测量过此数值</translation>
    </message>
    <message>
        <source>the planner&apos;s parameter count, the training model&apos;s</source>
        <translation>规划器的参数量，与训练模型相同</translation>
    </message>
    <message>
        <source>Calculon-style analytic model, held against published training runs: its error band says how closely</source>
        <translation>Calculon 式解析模型，已与已发表的训练运行对照：其误差带说明吻合程度</translation>
    </message>
    <message>
        <source>not validated</source>
        <translation>未经验证</translation>
    </message>
    <message>
        <source>not validated: too few published runs on {1} for a band ({0})</source>
        <translation>未经验证：{1} 上的已发表运行太少，不足以给出误差带（{0} 次）</translation>
    </message>
    <message>
        <source>compute + tp_comm + ep_comm + cp_comm + pp_comm + pp_bubble + dp_comm_exposed + offload + optimizer</source>
        <translation>计算 + tp_comm + ep_comm + cp_comm + pp_comm + pp_bubble + dp_comm_exposed + 卸载 + 优化器</translation>
    </message>
    <message>
        <source>microbatches × offloaded blocks × (copy out + copy back − what the next block&apos;s compute hides)</source>
        <translation>微批次数 × 卸载块数 × (传出 + 取回 − 下一块计算所掩盖的部分)</translation>
    </message>
    <message>
        <source>each offloaded block&apos;s activations go to host memory beside the next block&apos;s forward and come back beside its backward (Transformer Engine&apos;s CPU offload)</source>
        <translation>每个卸载块的激活值在下一块前向计算的同时传到主机内存，并在其反向计算的同时取回（Transformer Engine 的 CPU 卸载）</translation>
    </message>
    <message>
        <source>max(device Adam over the kept share, slowest of gradients to host, CPU Adam, weights to device over the offloaded share)</source>
        <translation>max(设备上对保留部分的 Adam, 卸载部分中梯度传到主机、CPU Adam、权重传回设备三者中最慢者)</translation>
    </message>
    <message>
        <source>memory-bound streaming of the fp32 optimizer state; an offloaded share runs on the CPUs beside the device&apos;s (Megatron-Core&apos;s HybridDeviceOptimizer)</source>
        <translation>受内存带宽限制地流式处理 fp32 优化器状态；卸载的部分在 CPU 上与设备上的部分同时运行（Megatron-Core 的 HybridDeviceOptimizer）</translation>
    </message>
    <message>
        <source>offloaded blocks × block activations × microbatches in flight + offloaded share × optimizer state</source>
        <translation>卸载块数 × 每块激活值 × 在途微批次数 + 卸载比例 × 优化器状态</translation>
    </message>
    <message>
        <source>what leaves the accelerator&apos;s memory for the host&apos;s</source>
        <translation>从加速器内存移到主机内存的部分</translation>
    </message>
    <message>
        <source>host memory per accelerator × accelerators per node / node.host_memory_B</source>
        <translation>每个加速器的主机内存 × 每节点加速器数 / node.host_memory_B</translation>
    </message>
    <message>
        <source>above 100 % the offload does not fit; the framework and data loaders need some of it too</source>
        <translation>超过 100 % 时卸载放不下；框架和数据加载器也需要占用一部分</translation>
    </message>
    <message>
        <source>max(pp × (max(weights read, GEMM + attention time) + elementwise time + L/pp × TP all-reduces) + hand-offs, host work per iteration)</source>
        <translation>max(pp × (max(权重读取, GEMM + 注意力时间) + 逐元素运算时间 + L/pp × TP all-reduce) + 级间传递, 每次迭代的主机工作)</translation>
    </message>
    <message>
        <source>max(pp × (max(HBM time, FLOP time) + elementwise time + L/pp × TP collectives) + (pp − 1) hand-offs, host work per iteration)</source>
        <translation>max(pp × (max(HBM 时间, FLOP 时间) + 逐元素运算时间 + L/pp × TP 集合通信) + (pp − 1) 次级间传递, 每次迭代的主机工作)</translation>
    </message>
    <message>
        <source>selective replays the attention core, selective per op all but the attention kernel and every other matrix multiply, full the whole block</source>
        <translation>选择性重计算重放注意力核心，逐算子选择性重计算重放除注意力内核与隔一个矩阵乘以外的全部算子，完全重计算重放整个块</translation>
    </message>
    <message>
        <source>BERT-large counts the 512 tokens of a phase-2 sequence</source>
        <translation>BERT-large 按第二阶段序列的 512 个 token 计数</translation>
    </message>
    <message>
        <source>a sample is one sequence, as many tokens as the model&apos;s sequence length</source>
        <translation>一个样本即一条序列，token 数等于模型的序列长度</translation>
    </message>
    <message>
        <source>tokens per sample as the custom workload gives them</source>
        <translation>每样本 token 数取自定义工作负载的设定</translation>
    </message>
    <message>
        <source>the power chain&apos;s losses at the IT load</source>
        <translation>供电链在该 IT 负载下的损耗</translation>
    </message>
    <message>
        <source>largest group&apos;s load at full power / (usable units x rating)</source>
        <translation>最大一组的满功率负载 / (可用台数 x 额定功率)</translation>
    </message>
    <message>
        <source>full power: every accelerator at its compute draw; a level not described gives 0</source>
        <translation>满功率：每个加速器都按计算功耗取电；未描述的一级记为 0</translation>
    </message>
    <message>
        <source>the power chain is not described: a flat share of the IT power</source>
        <translation>未描述供电链：按 IT 功耗的固定比例计</translation>
    </message>
    <message>
        <source>IT + distribution losses</source>
        <translation>IT + 配电损耗</translation>
    </message>
    <message>
        <source>IT / utility</source>
        <translation>IT / 市电</translation>
    </message>
    <message>
        <source>cabinets x cabinet at full power x (1 + loss)</source>
        <translation>机柜数 x 满功率机柜功耗 x (1 + 损耗)</translation>
    </message>
    <message>
        <source>sum over levels of units x rating x (no-load + proportional x x + square-law x x^2)</source>
        <translation>各级之和：台数 x 额定功率 x (空载 + 比例 x x + 平方律 x x^2)</translation>
    </message>
    <message>
        <source>x = a unit&apos;s share of its group&apos;s load / its rating: the units of a group share the load, spares included; shelves&apos; losses are the nodes&apos; conversion</source>
        <translation>x = 单台分担的组负载 / 其额定功率：一组设备（含备用）均分负载；电源框的损耗计入节点的电源转换</translation>
    </message>
    <message>
        <source>cabinets x cabinet at full power, with the losses above it</source>
        <translation>机柜数 x 满功率机柜功耗，含其上各级损耗</translation>
    </message>
    <message>
        <source>empty cabinet + nodes x node + coolant</source>
        <translation>空机柜 + 节点数 x 节点 + 冷却液</translation>
    </message>
    <message>
        <source>coolant weighed at its density; an unknown mass counts 0</source>
        <translation>冷却液按其密度计重；未知质量记为 0</translation>
    </message>
    <message>
        <source>cabinets x cabinet</source>
        <translation>机柜数 x 机柜</translation>
    </message>
    <message>
        <source>cabinet mass / (width x depth)</source>
        <translation>机柜质量 / (宽 x 深)</translation>
    </message>
    <message>
        <source>spread over the cabinet&apos;s own footprint, aisles not counted</source>
        <translation>均布在机柜自身占地面积上，不计通道</translation>
    </message>
    <message>
        <source>cabinet mass / 4 feet</source>
        <translation>机柜质量 / 4 个支脚</translation>
    </message>
    <message>
        <source>the point load a floor tile under one foot carries</source>
        <translation>一个支脚下的地板所承受的集中荷载</translation>
    </message>
    <message>
        <source>floor load / floor rating</source>
        <translation>地板荷载 / 地板承重</translation>
    </message>
    <message>
        <source>no rating set gives 0</source>
        <translation>未设承重时记为 0</translation>
    </message>
    <message>
        <source>largest group&apos;s liquid heat at full power / (usable units x capacity)</source>
        <translation>最大一组的满功率液冷热量 / (可用台数 x 容量)</translation>
    </message>
    <message>
        <source>liquid heat: the liquid share of the cabinets&apos; power at full power; no CDUs described, or no liquid, gives 0</source>
        <translation>液冷热量：满功率时机柜功耗中由液体带走的部分；未描述 CDU 或无液冷时记为 0</translation>
    </message>
    <message>
        <source>groups x units per group</source>
        <translation>组数 x 每组台数</translation>
    </message>
    <message>
        <source>loop supply - CDU approach</source>
        <translation>回路供液温度 - CDU 趋近温差</translation>
    </message>
    <message>
        <source>chillers and dry coolers serve this water</source>
        <translation>冷水机组与干冷器供应此冷却水</translation>
    </message>
    <message>
        <source>share of time enough CDUs of a group are up</source>
        <translation>一组中足够多的 CDU 正常运行的时间占比</translation>
    </message>
    <message>
        <source>k of n units up, or one of two complete sets under 2N; each up MTBF / (MTBF + MTTR) of the time</source>
        <translation>n 台中至少 k 台正常，或 2N 下两整套之一完好；每台正常运行的时间占比为 MTBF / (MTBF + MTTR)</translation>
    </message>
    <message>
        <source>product over levels of the availability of its group</source>
        <translation>各级所属设备组可用度之积</translation>
    </message>
    <message>
        <source>a group carries while enough of its units are up (k of n; one of two complete sets under 2N), each up MTBF / (MTBF + MTTR) of the time; units without an MTBF never fail</source>
        <translation>一组设备在足够多的设备正常时即可承载（n 中取 k；2N 下两整套之一），每台正常运行的时间占比为 MTBF / (MTBF + MTTR)；未给出 MTBF 的设备永不故障</translation>
    </message>
    <message>
        <source>hidden part steals compute (processor usage: 0.15 in the scale-up domain, 0.15 across it for a GPU, 0 for a TPU)</source>
        <translation>被隐藏的部分仍占用算力（处理器占用：纵向扩展域内 0.15；跨域时 GPU 为 0.15，TPU 为 0）</translation>
    </message>
    <message>
        <source>hours with wet bulb + tower approach &lt;= supply / all hours</source>
        <translation>湿球温度 + 冷却塔趋近温差 &lt;= 供液温度的小时数 / 总小时数</translation>
    </message>
    <message>
        <source>0: chillers run every hour</source>
        <translation>0：冷水机组全时运行</translation>
    </message>
    <message>
        <source>no chiller work in the hours the heat rejection makes the water alone (free-cooling share); the air path (IT air heat, handler fans, distribution losses) needs 7/12 °C chilled water</source>
        <translation>排热设备可单独制取所需水温的时段（自然冷却占比）冷水机组不做功；风路（IT 风冷热量、空气处理机组风机、配电损耗）需要 7/12 °C 冷冻水</translation>
    </message>
    <message>
        <source>a fixed fraction of the Carnot COP, where the condensers run hottest: tower water at wet bulb + approach, 5.6 K rise</source>
        <translation>取卡诺 COP 的固定比例，按冷凝器最热工况：冷却塔出水 = 湿球温度 + 趋近温差，温升 5.6 K</translation>
    </message>
    <message>
        <source>a fixed fraction of the Carnot COP, where the condensers run hottest: outside air + 10 K</source>
        <translation>取卡诺 COP 的固定比例，按冷凝器最热工况：室外空气温度 + 10 K</translation>
    </message>
    <message>
        <source>room airflow x fan W per m3/s</source>
        <translation>机房风量 x 每 m3/s 风机 W</translation>
    </message>
    <message>
        <source>room air handlers; the heat rejection&apos;s fans are its own figure</source>
        <translation>机房空气处理机组；排热设备风机另列一项指标</translation>
    </message>
    <message>
        <source>of the liquid loop, or of the air path when there is no liquid; wet bulb from relative humidity (Stull 2011), the dry bulb where none is given</source>
        <translation>取液冷回路的值，无液冷时取风路的值；湿球温度由相对湿度推算（Stull 2011），未给出相对湿度时取干球温度</translation>
    </message>
    <message>
        <source>free-cooling share x operating hours per year</source>
        <translation>自然冷却占比 x 年运行小时数</translation>
    </message>
    <message>
        <source>the first ASHRAE class the facility water stays within: W17 &lt;= 17 °C, W27 &lt;= 27, W32 &lt;= 32, W40 &lt;= 40, W45 &lt;= 45, W+ above</source>
        <translation>设施冷却水满足的首个 ASHRAE 水温等级：W17 &lt;= 17 °C，W27 &lt;= 27，W32 &lt;= 32，W40 &lt;= 40，W45 &lt;= 45，更高为 W+</translation>
    </message>
    <message>
        <source>ASHRAE TC 9.9 liquid cooling classes (2021); the water made for the liquid loop, or for the room air handlers when there is no liquid</source>
        <translation>ASHRAE TC 9.9 液冷水温等级（2021）；指为液冷回路制取的冷却水，无液冷时指为机房空气处理机组制取的冷却水</translation>
    </message>
    <message>
        <source>fan W per kW x heat rejected</source>
        <translation>每 kW 风机 W x 排热量</translation>
    </message>
    <message>
        <source>cooling tower fans and spray pumps; heat rejected = IT heat, losses and chiller work, annual mean</source>
        <translation>冷却塔风机与喷淋泵；排热量 = IT 发热 + 损耗 + 冷水机组做功，取年均值</translation>
    </message>
    <message>
        <source>dry cooler and air-cooled condenser fans; heat rejected = IT heat, losses and chiller work, annual mean</source>
        <translation>干冷器与风冷冷凝器风机；排热量 = IT 发热 + 损耗 + 冷水机组做功，取年均值</translation>
    </message>
    <message>
        <source>evaporation (heat / latent heat) + blowdown</source>
        <translation>蒸发量 (热量 / 汽化潜热) + 排污量</translation>
    </message>
    <message>
        <source>annual mean; all the heat leaves by evaporation (an upper bound), blowdown = evaporation / (cycles - 1), drift left out; none without cooling towers</source>
        <translation>年均值；按全部热量经蒸发排出计（上限），排污量 = 蒸发量 / (浓缩倍数 - 1)，不计飘水损失；无冷却塔时为 0</translation>
    </message>
    <message>
        <source>chiller + pumps + fans + heat rejection</source>
        <translation>冷水机组 + 水泵 + 风机 + 排热设备</translation>
    </message>
    <message>
        <source>cooling tower make-up water x hours per year</source>
        <translation>冷却塔补水量 x 每年小时数</translation>
    </message>
    <message>
        <source>site water for WUE (The Green Grid, 2011)</source>
        <translation>计入 WUE 的场地用水（The Green Grid，2011）</translation>
    </message>
    <message>
        <source>sum over the plant&apos;s groups of how often each drops its cabinets while it carries them</source>
        <translation>基础设施各设备组在承载状态下导致其机柜停机的频率之和</translation>
    </message>
    <message>
        <source>k of n units up, or one of two sets under 2N; a group drops its cabinets at P(last carrying state) x rate of leaving it / P(carrying) (frequency and duration method, Billinton and Allan); 0 when no unit&apos;s MTBF and MTTR are described</source>
        <translation>n 台中至少 k 台正常，或 2N 下两套之一完好；设备组导致其机柜停机的频率 = P(最后一个承载状态) x 离开该状态的转移率 / P(承载)（频率与持续时间法，Billinton 与 Allan）；所有设备均未给出 MTBF 与 MTTR 时为 0</translation>
    </message>
    <message>
        <source>share of time a group is down / how often it drops</source>
        <translation>设备组停机时间占比 / 停机频率</translation>
    </message>
    <message>
        <source>the job waits this long for the plant, then restarts</source>
        <translation>作业等待基础设施恢复该时长，然后重启</translation>
    </message>
    <message>
        <source>1 / (nodes x node rate + plant outage rate)</source>
        <translation>1 / (节点数 x 单节点故障率 + 基础设施停机频率)</translation>
    </message>
    <message>
        <source>any node failure, and any outage of the power chain or the CDUs, interrupts the whole job</source>
        <translation>任一节点故障，以及供电链或 CDU 的任何停机，都会中断整个作业</translation>
    </message>
    <message>
        <source>restart + node failures&apos; share x wait for a repaired node + plant outages&apos; share x mean plant outage</source>
        <translation>重启时间 + 节点故障占比 x 等待节点修复时间 + 基础设施停机占比 x 基础设施平均停机时长</translation>
    </message>
    <message>
        <source>shares of the interruptions by cause; the wait for a node as without the plant, B/(1-B) (1/rate + restart)</source>
        <translation>占比为各类原因在中断中所占比例；等待节点的时间与不计基础设施时相同，即 B/(1-B) (1/故障率 + 重启时间)</translation>
    </message>
    <message>
        <source>waits for the plant / wall time</source>
        <translation>等待基础设施时间 / 墙钟时间</translation>
    </message>
    <message>
        <source>the job waits while a group of power or cooling units cannot carry its cabinets</source>
        <translation>供电或制冷设备组无法承载其机柜期间，作业处于等待</translation>
    </message>
    <message>
        <source>groups of power or cooling units that dropped their cabinets during the run</source>
        <translation>运行期间供电或制冷设备组导致其机柜停机的次数</translation>
    </message>
    <message>
        <source>every unit fails and is repaired at its MTBF and MTTR; the cabinets&apos; nodes are out of service and their jobs requeued until the group carries them again</source>
        <translation>每台设备按其 MTBF 与 MTTR 发生故障与修复；在设备组恢复承载之前，相关机柜的节点退出服务，其上作业重新排队</translation>
    </message>
    <message>
        <source>waiting + utilisation x (compute draw - waiting)</source>
        <translation>等待功耗 + 利用率 × (计算功耗 - 等待功耗)</translation>
    </message>
    <message>
        <source>power rises linearly with the busy fraction; the compute draw is TDP, or the power cap where it is lower; a waiting chip draws its idle power, or the power floor where that is higher</source>
        <translation>功耗随忙碌比例线性上升；计算功耗为 TDP，若功率上限更低则取功率上限；等待中的芯片取空闲功耗，若功率下限更高则取功率下限</translation>
    </message>
    <message>
        <source>utility draw with every cabinet at its compute-phase draw less what its storage delivers</source>
        <translation>每个机柜按计算阶段功耗、减去其储能供出部分时的市电取电功率</translation>
    </message>
    <message>
        <source>one job over the whole machine: every accelerator computes at once, at its compute draw; the storage can deliver its energy over the compute phase; the chain&apos;s losses at that load included</source>
        <translation>一个作业占满整机：所有加速器同时以计算功耗计算；储能可在计算阶段放出其能量；含该负载下供电链的损耗</translation>
    </message>
    <message>
        <source>utility draw with every cabinet at its waiting draw plus what its storage takes back</source>
        <translation>每个机柜按等待功耗、加上其储能充回部分时的市电取电功率</translation>
    </message>
    <message>
        <source>accelerators waiting on the network draw their idle power, or the power floor where that is higher</source>
        <translation>等待网络的加速器取空闲功耗，若功率下限更高则取功率下限</translation>
    </message>
    <message>
        <source>peak - trough</source>
        <translation>峰值 - 谷值</translation>
    </message>
    <message>
        <source>once a step, as the accelerators start and stop computing together</source>
        <translation>每步一次，因加速器同时开始和停止计算</translation>
    </message>
    <message>
        <source>swing / peak</source>
        <translation>摆动 / 峰值</translation>
    </message>
    <message>
        <source>peak / mean utility draw</source>
        <translation>峰值 / 平均市电取电功率</translation>
    </message>
    <message>
        <source>how far each step&apos;s peak rises above what the meter averages; every level of the chain must carry the peak</source>
        <translation>每步峰值高出电表平均值多少；供电链的每一级都须承载该峰值</translation>
    </message>
    <message>
        <source>1 / step time</source>
        <translation>1 / 单步时间</translation>
    </message>
    <message>
        <source>the swing&apos;s fundamental; utilities watch 0.1-20 Hz, where it can excite generator shafts and the grid (Choukse et al. 2025)</source>
        <translation>摆动的基频；电力公司关注 0.1-20 Hz，该频段可能激起发电机轴系和电网振荡（Choukse 等，2025）</translation>
    </message>
    <message>
        <source>swing / the swing the utility accepts</source>
        <translation>摆动 / 市电允许的摆动</translation>
    </message>
    <message>
        <source>no limit agreed gives 0</source>
        <translation>未约定限值时为 0</translation>
    </message>
    <message>
        <source>facility power / tokens per second</source>
        <translation>设施功率 / 每秒 token 数</translation>
    </message>
    <message>
        <source>the whole site&apos;s draw while it trains, cooling and losses included</source>
        <translation>训练时整个场地的取电功率，含制冷与损耗</translation>
    </message>
    <message>
        <source>tokens per second / facility power in MW</source>
        <translation>每秒 token 数 / 设施功率（MW）</translation>
    </message>
    <message>
        <source>IT power x PUE x expected wall time</source>
        <translation>IT 功率 x PUE x 预期墙钟时间</translation>
    </message>
    <message>
        <source>the machine draws its training power for the whole run, through failures and restarts (Patterson et al. 2021, eq. 1)</source>
        <translation>整个训练期间（含故障与重启）系统均按训练功率取电（Patterson 等，2021，式 1）</translation>
    </message>
    <message>
        <source>run energy x price</source>
        <translation>训练能耗 x 电价</translation>
    </message>
    <message>
        <source>electricity only: no hardware, building or staff</source>
        <translation>仅含电费：不含硬件、建筑与人员</translation>
    </message>
    <message>
        <source>run energy x grid intensity</source>
        <translation>训练能耗 x 电网碳排放强度</translation>
    </message>
    <message>
        <source>location-based: the grid&apos;s mean intensity, before any renewable energy purchased</source>
        <translation>基于位置：取电网平均碳排放强度，未计入所购可再生能源</translation>
    </message>
    <message>
        <source>tower make-up water x expected wall time</source>
        <translation>冷却塔补水量 x 预期墙钟时间</translation>
    </message>
    <message>
        <source>evaporation and blowdown of the cooling towers at the year&apos;s mean; none without towers</source>
        <translation>冷却塔蒸发与排污水量，按全年平均；无冷却塔则为零</translation>
    </message>
    <message>
        <source>annual energy x grid intensity</source>
        <translation>年能耗 x 电网碳排放强度</translation>
    </message>
    <message>
        <source>location-based, at the utilisation of the training all year</source>
        <translation>基于位置，全年按训练时的利用率计</translation>
    </message>
    <message>
        <source>CUE = PUE x grid intensity</source>
        <translation>CUE = PUE x 电网碳排放强度</translation>
    </message>
    <message>
        <source>The Green Grid&apos;s carbon usage effectiveness: carbon of the site&apos;s energy per kWh of IT energy</source>
        <translation>The Green Grid 定义的碳使用效率：每 kWh IT 能耗对应的场地总能耗碳排放</translation>
    </message>
    <message>
        <source>WUE = annual site water / annual IT energy</source>
        <translation>WUE = 场地年用水量 / 年 IT 能耗</translation>
    </message>
    <message>
        <source>The Green Grid&apos;s water usage effectiveness; the site&apos;s water is the cooling towers&apos; make-up: dry coolers and chillers drink none</source>
        <translation>The Green Grid 定义的水使用效率；场地用水即冷却塔补水：干冷器与冷水机组不耗水</translation>
    </message>
    <message>
        <source>compute + network + power + cooling + building</source>
        <translation>计算 + 网络 + 供电 + 制冷 + 建筑</translation>
    </message>
    <message>
        <source>parts the price book has no price for are left out: the capital cost is at least this</source>
        <translation>价格表中无价格的部件未计入：资本成本至少为此值</translation>
    </message>
    <message>
        <source>every part priced from the price book, the hall per watt of the IT power it is built for</source>
        <translation>每个部件均按价格表计价，机房按其设计 IT 功率每瓦计价</translation>
    </message>
    <message>
        <source>Σ quantity × unit price over the group&apos;s priced parts</source>
        <translation>Σ 该组已定价部件的数量 × 单价</translation>
    </message>
    <message>
        <source>some of its parts have no price in the price book: at least this</source>
        <translation>其中部分部件在价格表中无价格：至少为此值</translation>
    </message>
    <message>
        <source>accelerators and their servers: CPUs, memory, storage</source>
        <translation>加速器及其服务器：CPU、内存、存储</translation>
    </message>
    <message>
        <source>NICs, switches, transceivers and cables, where a server&apos;s price does not include them</source>
        <translation>网卡、交换机、光模块与线缆（服务器价格未含时）</translation>
    </message>
    <message>
        <source>IT power at full load × price per watt + cabinets</source>
        <translation>满载 IT 功率 × 每瓦价格 + 机柜</translation>
    </message>
    <message>
        <source>kinds of part − priced − included in another&apos;s price</source>
        <translation>部件种类 − 已定价 − 含在其他价格中</translation>
    </message>
    <message>
        <source>left out of the capital cost, never counted as free</source>
        <translation>不计入资本成本，但绝不视为免费</translation>
    </message>
    <message>
        <source>capex / accelerators</source>
        <translation>资本成本 / 加速器数</translation>
    </message>
    <message>
        <source>hardware × CRF(hardware life) + facility × CRF(facility life)</source>
        <translation>硬件 × CRF(硬件寿命) + 设施 × CRF(设施寿命)</translation>
    </message>
    <message>
        <source>CRF = r / (1 − (1 + r)^−years): the yearly charge that repays the price with interest over the part&apos;s life</source>
        <translation>CRF = r / (1 − (1 + r)^−年数)：在部件寿命内连本带息偿还价格的年度费用</translation>
    </message>
    <message>
        <source>electricity + water + maintenance + support</source>
        <translation>电费 + 水费 + 维护 + 支持</translation>
    </message>
    <message>
        <source>a price left at 0 (water, maintenance, software and support have no public one) leaves its part out</source>
        <translation>价格为 0 的项目未计入（水、维护、软件与支持均无公开价格）</translation>
    </message>
    <message>
        <source>electricity at the training&apos;s draw all year</source>
        <translation>按训练时的功耗全年计电费</translation>
    </message>
    <message>
        <source>annual capital + annual opex</source>
        <translation>年度资本费用 + 年度运行成本</translation>
    </message>
    <message>
        <source>the equivalent annual cost of owning and running the design</source>
        <translation>拥有并运行该设计的等效年度成本</translation>
    </message>
    <message>
        <source>annual cost × (1 − (1 + r)^−years) / r over the hardware&apos;s life</source>
        <translation>年度成本 × (1 − (1 + r)^−年数) / r，按硬件寿命计</translation>
    </message>
    <message>
        <source>the hardware bought once and the hall&apos;s share of its life, with the running costs discounted to today</source>
        <translation>硬件一次性购买，机房按所占寿命分摊，运行成本折现到今天</translation>
    </message>
    <message>
        <source>annual cost / (accelerators × operating hours a year)</source>
        <translation>年度成本 / (加速器数 × 年运行小时数)</translation>
    </message>
    <message>
        <source>annual cost / peak PFLOP/s</source>
        <translation>年度成本 / 峰值 PFLOP/s</translation>
    </message>
    <message>
        <source>peak at the workload&apos;s precision; divide by the MFU for delivered work</source>
        <translation>按负载精度的峰值；除以 MFU 得实际交付算力的成本</translation>
    </message>
    <message>
        <source>annual cost / operating hours × expected wall time</source>
        <translation>年度成本 / 运行小时数 × 预期墙钟时间</translation>
    </message>
    <message>
        <source>the whole system for the run, failures and restarts included</source>
        <translation>整个系统用于该次训练，含故障与重启</translation>
    </message>
    <message>
        <source>cost per second × 10⁶ / (tokens per second × goodput)</source>
        <translation>每秒成本 × 10⁶ / (每秒 token 数 × 有效产出率)</translation>
    </message>
    <message>
        <source>training tokens; time lost to failures is paid for too</source>
        <translation>训练 token；因故障损失的时间同样计费</translation>
    </message>
    <message>
        <source>cost per accelerator-hour × accelerators / output tokens per hour × 10⁶</source>
        <translation>每加速器小时成本 × 加速器数 / 每小时输出 token 数 × 10⁶</translation>
    </message>
    <message>
        <source>at the offered request rate (at most the capacity): idle time is paid for too; prompt tokens are not counted</source>
        <translation>按给定请求速率（不超过容量）：空闲时间同样计费；不计提示 token</translation>
    </message>
    <message>
        <source>no rate offered: at capacity</source>
        <translation>未给定速率：按容量计</translation>
    </message>
    <message>
        <source>cost per accelerator-hour × accelerators / output tokens per hour at capacity × 10⁶</source>
        <translation>每加速器小时成本 × 加速器数 / 容量下每小时输出 token 数 × 10⁶</translation>
    </message>
    <message>
        <source>the slice kept busy: the least an output token can cost on it</source>
        <translation>该切片满负荷运行：每个输出 token 的最低成本</translation>
    </message>
    <message>
        <source>the shell and the power and cooling plant, at the price book&apos;s price per watt of critical load (the public one: Cushman &amp; Wakefield&apos;s US mean of 2025)</source>
        <translation>建筑主体及供电与制冷设施，按价格表中每瓦关键负载的价格计（公开价格表：Cushman &amp; Wakefield 2025 年美国平均值）</translation>
    </message>
    <message>
        <source>Σ quantity × cradle-to-gate footprint per unit, where the price book gives one</source>
        <translation>Σ 数量 × 单位从摇篮到大门碳足迹（价格表给出时）</translation>
    </message>
    <message>
        <source>only what published footprints count (NVIDIA&apos;s HGX baseboards, not their servers, network or hall): at least this</source>
        <translation>仅计入已发布碳足迹所涵盖的部分（NVIDIA HGX 基板，不含服务器、网络与机房）：至少为此值</translation>
    </message>
    <message>
        <source>the price book gives no footprint for this design&apos;s parts</source>
        <translation>价格表未给出该设计部件的碳足迹</translation>
    </message>
    <message>
        <source>embodied carbon / hardware life</source>
        <translation>隐含碳 / 硬件寿命</translation>
    </message>
    <message>
        <source>written off over the hardware&apos;s life, as its price is</source>
        <translation>与价格一样按硬件寿命分摊</translation>
    </message>
    <message>
        <source>supply + compute draw x junction resistance</source>
        <translation>供液温度 + 计算功耗 × 结热阻</translation>
    </message>
    <message>
        <source>the accelerators while they compute; the supply is the inlet air where air cools them</source>
        <translation>加速卡计算时的结温；风冷时供液温度即进风温度</translation>
    </message>
    <message>
        <source>sum of rate x exp(Ea/k (1/T_ref - 1/T_j)) / sum of rates, in kelvin</source>
        <translation>Σ 故障率 × exp(Ea/k (1/T_ref - 1/T_j)) / Σ 故障率，温度以开尔文计</translation>
    </message>
    <message>
        <source>the rates were counted with the same chip air-cooled at its TDP and the reference inlet; components with an activation energy follow the junction</source>
        <translation>故障率统计自同一芯片在 TDP 下、参考进风温度的风冷条件；有激活能的部件随结温变化</translation>
    </message>
    <message>
        <source>sum of component failure rates per accelerator-hour x junction factor / 3600</source>
        <translation>各部件每加速卡小时故障率之和 × 结温系数 / 3600</translation>
    </message>
    <message>
        <source>cabinet-time running at least one job / cabinets x makespan</source>
        <translation>运行至少一个作业的机柜时间 / 机柜数 × 总时长</translation>
    </message>
    <message>
        <source>(cabinets x makespan x idle cabinet + busy card-time x card) / 3.6 MJ</source>
        <translation>(机柜数 × 总时长 × 空闲机柜功耗 + 忙碌卡时间 × 单卡计算功耗) / 3.6 MJ</translation>
    </message>
    <message>
        <source>every cabinet on: a waiting card at its idle draw, hosts and optics always; the cooling plant and the power chain&apos;s losses are not counted</source>
        <translation>所有机柜开机：等待中的卡按空闲功耗计，主机与光模块始终耗电；不计冷却设施与供电链损耗</translation>
    </message>
    <message>
        <source>(powered cabinet-time x idle cabinet + busy card-time x card) / 3.6 MJ</source>
        <translation>(通电机柜时间 × 空闲机柜功耗 + 忙碌卡时间 × 单卡计算功耗) / 3.6 MJ</translation>
    </message>
    <message>
        <source>a cabinet running no job is switched off and draws nothing; switching takes no time</source>
        <translation>未运行作业的机柜关机，不耗电；开关机不计时间</translation>
    </message>
</context>
<context>
    <name>FigureLabels</name>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>能效</translation>
    </message>
    <message>
        <source>Reliability and failover</source>
        <translation>可靠性与故障切换</translation>
    </message>
    <message>
        <source>Total peak compute</source>
        <translation>总峰值算力</translation>
    </message>
    <message>
        <source>Peak compute per cabinet</source>
        <translation>单机柜峰值算力</translation>
    </message>
    <message>
        <source>Network diameter</source>
        <translation>网络直径</translation>
    </message>
    <message>
        <source>Mean path length</source>
        <translation>平均跳数</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>Injection bandwidth per accelerator</source>
        <translation>单卡注入带宽</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机数</translation>
    </message>
    <message>
        <source>Optical cables</source>
        <translation>光缆数</translation>
    </message>
    <message>
        <source>Copper cables</source>
        <translation>铜缆数</translation>
    </message>
    <message>
        <source>All-reduce time</source>
        <translation>全规约耗时</translation>
    </message>
    <message>
        <source>All-reduce algorithm</source>
        <translation>全规约算法</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <translation>全规约总线带宽</translation>
    </message>
    <message>
        <source>All-to-all time</source>
        <translation>全对全通信耗时</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Sample throughput</source>
        <translation>样本吞吐量</translation>
    </message>
    <message>
        <source>Token throughput</source>
        <translation>Token 吞吐量</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation (MFU)</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Exposed communication share</source>
        <translation>暴露通信占比</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Memory per accelerator</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>计算时间</translation>
    </message>
    <message>
        <source>Recomputation time</source>
        <translation>重计算时间</translation>
    </message>
    <message>
        <source>Tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>Pipeline-parallel communication</source>
        <translation>流水线并行通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Data-parallel communication</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <source>Exposed data-parallel communication</source>
        <translation>暴露的数据并行通信</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>Microbatches per step</source>
        <translation>每步微批次数</translation>
    </message>
    <message>
        <source>Weight memory</source>
        <translation>权重显存</translation>
    </message>
    <message>
        <source>Gradient memory</source>
        <translation>梯度显存</translation>
    </message>
    <message>
        <source>Optimizer state memory</source>
        <translation>优化器状态显存</translation>
    </message>
    <message>
        <source>Activation memory</source>
        <translation>激活值显存</translation>
    </message>
    <message>
        <source>Accelerator power</source>
        <translation>单卡功耗</translation>
    </message>
    <message>
        <source>Node power</source>
        <translation>单节点功耗</translation>
    </message>
    <message>
        <source>Cabinet power</source>
        <translation>单机柜功耗</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功耗</translation>
    </message>
    <message>
        <source>Power of all accelerators</source>
        <translation>全部加速卡功耗</translation>
    </message>
    <message>
        <source>Optical transceiver power</source>
        <translation>光模块功耗</translation>
    </message>
    <message>
        <source>Server fan power</source>
        <translation>服务器风扇功耗</translation>
    </message>
    <message>
        <source>Power conversion loss</source>
        <translation>电源转换损耗</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施总功耗</translation>
    </message>
    <message>
        <source>Cabinet power limit used</source>
        <translation>机柜供电容量利用率</translation>
    </message>
    <message>
        <source>Cabinet cooling limit used</source>
        <translation>机柜散热容量利用率</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>能源使用效率（PUE）</translation>
    </message>
    <message>
        <source>Heat removed by liquid</source>
        <translation>液冷带走热量</translation>
    </message>
    <message>
        <source>Heat removed by air</source>
        <translation>风冷带走热量</translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation>冷却液流量</translation>
    </message>
    <message>
        <source>Room airflow</source>
        <translation>机房送风量</translation>
    </message>
    <message>
        <source>Chiller power</source>
        <translation>冷水机组功耗</translation>
    </message>
    <message>
        <source>Chiller COP</source>
        <translation>冷水机组能效比（COP）</translation>
    </message>
    <message>
        <source>Pump power</source>
        <translation>水泵功耗</translation>
    </message>
    <message>
        <source>Free-cooling share of the year</source>
        <translation>全年自然冷却时间占比</translation>
    </message>
    <message>
        <source>Power distribution loss</source>
        <translation>配电损耗</translation>
    </message>
    <message>
        <source>Cooling power</source>
        <translation>制冷功耗</translation>
    </message>
    <message>
        <source>Cooling share of energy</source>
        <translation>制冷能耗占比</translation>
    </message>
    <message>
        <source>Annual energy</source>
        <translation>年耗电量</translation>
    </message>
    <message>
        <source>Annual IT energy</source>
        <translation>IT 年耗电量</translation>
    </message>
    <message>
        <source>Annual cooling energy</source>
        <translation>制冷年耗电量</translation>
    </message>
    <message>
        <source>Annual energy cost</source>
        <translation>年电费</translation>
    </message>
    <message>
        <source>Peak efficiency at IT power</source>
        <translation>峰值能效（按 IT 功耗）</translation>
    </message>
    <message>
        <source>Delivered efficiency at IT power</source>
        <translation>实际能效（按 IT 功耗）</translation>
    </message>
    <message>
        <source>Delivered efficiency at facility power</source>
        <translation>实际能效（按设施总功耗）</translation>
    </message>
    <message>
        <source>Chip efficiency</source>
        <translation>芯片能效</translation>
    </message>
    <message>
        <source>Accelerator failure rate</source>
        <translation>加速卡故障率</translation>
    </message>
    <message>
        <source>Node MTBF</source>
        <translation>节点平均无故障时间（MTBF）</translation>
    </message>
    <message>
        <source>System MTBF</source>
        <translation>系统平均无故障时间（MTBF）</translation>
    </message>
    <message>
        <source>Interruption rate</source>
        <translation>中断频率</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>Young checkpoint interval</source>
        <translation>Young 检查点间隔</translation>
    </message>
    <message>
        <source>Daly checkpoint interval</source>
        <translation>Daly 检查点间隔</translation>
    </message>
    <message>
        <source>Optimal checkpoint period</source>
        <translation>最优检查点周期</translation>
    </message>
    <message>
        <source>Checkpoint period in use</source>
        <translation>实际检查点周期</translation>
    </message>
    <message>
        <source>Checkpoint overhead</source>
        <translation>检查点开销</translation>
    </message>
    <message>
        <source>Lost-work overhead</source>
        <translation>回滚重算开销</translation>
    </message>
    <message>
        <source>Restart overhead</source>
        <translation>重启开销</translation>
    </message>
    <message>
        <source>Repair wait overhead</source>
        <translation>等待维修开销</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练时间占比（Goodput）</translation>
    </message>
    <message>
        <source>Probability the spares suffice</source>
        <translation>热备节点充足概率</translation>
    </message>
    <message>
        <source>Probability a spare is ready</source>
        <translation>热备节点就绪概率</translation>
    </message>
    <message>
        <source>Failover with a spare</source>
        <translation>有热备时故障切换时间</translation>
    </message>
    <message>
        <source>Failover without a spare</source>
        <translation>无热备时故障切换时间</translation>
    </message>
    <message>
        <source>Mean downtime per failure</source>
        <translation>单次故障平均停机时间</translation>
    </message>
    <message>
        <source>Expected interruptions</source>
        <translation>预期中断次数</translation>
    </message>
    <message>
        <source>Expected wall-clock time</source>
        <translation>预期墙钟时间</translation>
    </message>
    <message>
        <source>16-bit peak compute per cabinet</source>
        <translation>单机柜 16 位峰值算力</translation>
    </message>
    <message>
        <source>Bisection bandwidth, both directions</source>
        <translation>对分带宽（双向）</translation>
    </message>
    <message>
        <source>Scaling efficiency at 1,000 accelerators</source>
        <translation>1000 张加速卡时的扩展效率</translation>
    </message>
    <message>
        <source>Switch ports used</source>
        <translation>已用交换端口</translation>
    </message>
    <message>
        <source>Optical circuit switches</source>
        <translation>光路交换机</translation>
    </message>
    <message>
        <source>Job stop per checkpoint</source>
        <translation>每次检查点作业暂停时间</translation>
    </message>
    <message>
        <source>Checkpoint write to storage</source>
        <translation>检查点写入存储时间</translation>
    </message>
    <message>
        <source>Checkpoint restore per restart</source>
        <translation>每次重启的检查点恢复时间</translation>
    </message>
    <message>
        <source>Hot spare nodes</source>
        <translation>热备节点</translation>
    </message>
    <message>
        <source>Steps to train</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <source>Time to train without failures</source>
        <translation>无故障训练时间</translation>
    </message>
    <message>
        <source>Expert-parallel all-to-all</source>
        <translation>专家并行 all-to-all</translation>
    </message>
    <message>
        <source>Context-parallel communication</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>作业调度</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业数</translation>
    </message>
    <message>
        <source>Finished jobs</source>
        <translation>已完成作业数</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>总完工时间</translation>
    </message>
    <message>
        <source>Card utilisation</source>
        <translation>加速卡利用率</translation>
    </message>
    <message>
        <source>Effective utilisation</source>
        <translation>有效利用率</translation>
    </message>
    <message>
        <source>Hourly utilisation swing</source>
        <translation>每小时利用率波动</translation>
    </message>
    <message>
        <source>Utilisation half-range (5–95 %)</source>
        <translation>利用率半幅度（5–95 %）</translation>
    </message>
    <message>
        <source>Mean wait</source>
        <translation>平均等待时间</translation>
    </message>
    <message>
        <source>P95 wait</source>
        <translation>P95 等待时间</translation>
    </message>
    <message>
        <source>Stranded card-time</source>
        <translation>闲置碎片卡时占比</translation>
    </message>
    <message>
        <source>Jobs slowed by their placement</source>
        <translation>因放置位置而变慢的作业数</translation>
    </message>
    <message>
        <source>Mean slowdown of those</source>
        <translation>这些作业的平均减速比</translation>
    </message>
    <message>
        <source>Useful card-hours per hour</source>
        <translation>每小时有效卡时</translation>
    </message>
    <message>
        <source>Node failures</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>Jobs interrupted by a failure</source>
        <translation>被故障中断的作业数</translation>
    </message>
    <message>
        <source>Hot-spare swaps</source>
        <translation>热备替换次数</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>每 token 激活参数量</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Weights per accelerator</source>
        <translation>每加速卡权重</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 token KV 缓存</translation>
    </message>
    <message>
        <source>KV cache per request</source>
        <translation>每请求 KV 缓存</translation>
    </message>
    <message>
        <source>Largest batch the memory holds</source>
        <translation>显存可容纳的最大批量</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>最大批量</translation>
    </message>
    <message>
        <source>Memory saved against BF16</source>
        <translation>相对 BF16 节省的显存</translation>
    </message>
    <message>
        <source>Prompt (prefill) time</source>
        <translation>提示词（预填充）时间</translation>
    </message>
    <message>
        <source>Decode step, one request</source>
        <translation>单请求解码步时间</translation>
    </message>
    <message>
        <source>Tensor-parallel share of a lone token</source>
        <translation>单 token 中张量并行通信占比</translation>
    </message>
    <message>
        <source>Capacity (requests)</source>
        <translation>容量（请求）</translation>
    </message>
    <message>
        <source>Capacity (output tokens)</source>
        <translation>容量（输出 token）</translation>
    </message>
    <message>
        <source>Offered request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>Batch at that rate</source>
        <translation>该速率下的批量</translation>
    </message>
    <message>
        <source>Decode step at that rate</source>
        <translation>该速率下的解码步时间</translation>
    </message>
    <message>
        <source>Time to first token, P50</source>
        <translation>首 token 时延，P50</translation>
    </message>
    <message>
        <source>Time to first token, P99</source>
        <translation>首 token 时延，P99</translation>
    </message>
    <message>
        <source>Time per output token, P50</source>
        <translation>每输出 token 时间，P50</translation>
    </message>
    <message>
        <source>Time per output token, P99</source>
        <translation>每输出 token 时间，P99</translation>
    </message>
    <message>
        <source>End-to-end latency, P50</source>
        <translation>端到端时延，P50</translation>
    </message>
    <message>
        <source>End-to-end latency, P99</source>
        <translation>端到端时延，P99</translation>
    </message>
    <message>
        <source>Highest rate meeting the target</source>
        <translation>满足目标的最高速率</translation>
    </message>
    <message>
        <source>Accelerators the offered rate needs</source>
        <translation>该请求速率所需的加速卡数</translation>
    </message>
    <message>
        <source>Share of HBM filled</source>
        <translation>显存占用比例</translation>
    </message>
    <message>
        <source>Exposed host offload</source>
        <translation>未被掩盖的主机卸载</translation>
    </message>
    <message>
        <source>Host memory per accelerator</source>
        <translation>每个加速器的主机内存</translation>
    </message>
    <message>
        <source>Share of host memory filled</source>
        <translation>主机内存占用比例</translation>
    </message>
    <message>
        <source>Power chain losses</source>
        <translation>供电链损耗</translation>
    </message>
    <message>
        <source>Power from the utility</source>
        <translation>市电取电功率</translation>
    </message>
    <message>
        <source>Power chain efficiency</source>
        <translation>供电链效率</translation>
    </message>
    <message>
        <source>Power from the utility at full power</source>
        <translation>满功率时的市电取电功率</translation>
    </message>
    <message>
        <source>Binding power level used</source>
        <translation>最紧一级的负载率</translation>
    </message>
    <message>
        <source>Rack power shelves used</source>
        <translation>机柜电源框负载率</translation>
    </message>
    <message>
        <source>Floor PDUs or busways used</source>
        <translation>PDU 或母线槽负载率</translation>
    </message>
    <message>
        <source>UPS used</source>
        <translation>UPS 负载率</translation>
    </message>
    <message>
        <source>Switchboard used</source>
        <translation>配电柜负载率</translation>
    </message>
    <message>
        <source>Transformers used</source>
        <translation>变压器负载率</translation>
    </message>
    <message>
        <source>Utility feed used</source>
        <translation>市电进线负载率</translation>
    </message>
    <message>
        <source>Power chain</source>
        <translation>供电链</translation>
    </message>
    <message>
        <source>Floor and weight</source>
        <translation>地板与重量</translation>
    </message>
    <message>
        <source>Cabinet mass</source>
        <translation>机柜质量</translation>
    </message>
    <message>
        <source>Mass of all cabinets</source>
        <translation>所有机柜的质量</translation>
    </message>
    <message>
        <source>Floor load</source>
        <translation>地板荷载</translation>
    </message>
    <message>
        <source>Load per cabinet foot</source>
        <translation>每个机柜支脚的荷载</translation>
    </message>
    <message>
        <source>Floor rating used</source>
        <translation>地板承重使用率</translation>
    </message>
    <message>
        <source>Coolant distribution units</source>
        <translation>冷却液分配单元（CDU）</translation>
    </message>
    <message>
        <source>CDU capacity used</source>
        <translation>CDU 容量使用率</translation>
    </message>
    <message>
        <source>CDUs installed</source>
        <translation>已安装 CDU 台数</translation>
    </message>
    <message>
        <source>Facility water supply</source>
        <translation>设施冷却水供水温度</translation>
    </message>
    <message>
        <source>Share of time a cabinet has power</source>
        <translation>机柜有电的时间占比</translation>
    </message>
    <message>
        <source>Share of time a CDU group cools</source>
        <translation>CDU 组正常制冷的时间占比</translation>
    </message>
    <message>
        <source>Room air handler fan power</source>
        <translation>机房空气处理机组风机功耗</translation>
    </message>
    <message>
        <source>Free-cooling hours per year</source>
        <translation>年自然冷却小时数</translation>
    </message>
    <message>
        <source>Facility water class (ASHRAE)</source>
        <translation>设施冷却水 ASHRAE 水温等级</translation>
    </message>
    <message>
        <source>Heat rejection fan power</source>
        <translation>排热设备风机功耗</translation>
    </message>
    <message>
        <source>Cooling tower make-up water</source>
        <translation>冷却塔补水量</translation>
    </message>
    <message>
        <source>Annual cooling tower water</source>
        <translation>冷却塔年用水量</translation>
    </message>
    <message>
        <source>Plant outage rate</source>
        <translation>基础设施停机频率</translation>
    </message>
    <message>
        <source>Mean plant outage</source>
        <translation>基础设施平均停机时长</translation>
    </message>
    <message>
        <source>Plant outage overhead</source>
        <translation>基础设施停机开销</translation>
    </message>
    <message>
        <source>Plant outages</source>
        <translation>基础设施停机次数</translation>
    </message>
    <message>
        <source>Power swings</source>
        <translation>功率摆动</translation>
    </message>
    <message>
        <source>Peak draw while computing</source>
        <translation>计算时的峰值取电</translation>
    </message>
    <message>
        <source>Draw while waiting</source>
        <translation>等待时的取电</translation>
    </message>
    <message>
        <source>Swing each step</source>
        <translation>每步摆动</translation>
    </message>
    <message>
        <source>Swing as a share of the peak</source>
        <translation>摆动占峰值的比例</translation>
    </message>
    <message>
        <source>Peak over mean draw</source>
        <translation>峰值与平均取电之比</translation>
    </message>
    <message>
        <source>Swing frequency</source>
        <translation>摆动频率</translation>
    </message>
    <message>
        <source>Utility&apos;s swing limit used</source>
        <translation>市电摆动限值使用率</translation>
    </message>
    <message>
        <source>Energy, carbon and water</source>
        <translation>能耗、碳排放与用水</translation>
    </message>
    <message>
        <source>Energy per token</source>
        <translation>每 token 能耗</translation>
    </message>
    <message>
        <source>Tokens per second per MW</source>
        <translation>每 MW 每秒 token 数</translation>
    </message>
    <message>
        <source>Energy of the training run</source>
        <translation>训练全程能耗</translation>
    </message>
    <message>
        <source>Electricity cost of the run</source>
        <translation>训练全程电费</translation>
    </message>
    <message>
        <source>Carbon of the training run</source>
        <translation>训练全程碳排放</translation>
    </message>
    <message>
        <source>Cooling tower water of the run</source>
        <translation>训练全程冷却塔用水</translation>
    </message>
    <message>
        <source>Annual carbon</source>
        <translation>年碳排放</translation>
    </message>
    <message>
        <source>Carbon usage effectiveness (CUE)</source>
        <translation>碳使用效率（CUE）</translation>
    </message>
    <message>
        <source>Water usage effectiveness (WUE)</source>
        <translation>水使用效率（WUE）</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <translation>资本成本</translation>
    </message>
    <message>
        <source>Capital cost: compute</source>
        <translation>资本成本：计算</translation>
    </message>
    <message>
        <source>Capital cost: network</source>
        <translation>资本成本：网络</translation>
    </message>
    <message>
        <source>Capital cost: building</source>
        <translation>资本成本：建筑</translation>
    </message>
    <message>
        <source>Parts without a price</source>
        <translation>无价格的部件</translation>
    </message>
    <message>
        <source>Capital cost per accelerator</source>
        <translation>每加速器资本成本</translation>
    </message>
    <message>
        <source>Annual capital charge</source>
        <translation>年度资本费用</translation>
    </message>
    <message>
        <source>Annual running cost</source>
        <translation>年度运行成本</translation>
    </message>
    <message>
        <source>Equivalent annual cost</source>
        <translation>等效年度成本</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>Cost per accelerator-hour</source>
        <translation>每加速器小时成本</translation>
    </message>
    <message>
        <source>Cost per PFLOP/s-year</source>
        <translation>每 PFLOP/s 年成本</translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation>训练运行成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Cost per million output tokens at capacity</source>
        <translation>容量下每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Embodied carbon of the hardware</source>
        <translation>硬件隐含碳</translation>
    </message>
    <message>
        <source>Embodied carbon a year of the hardware&apos;s life</source>
        <translation>硬件寿命内每年隐含碳</translation>
    </message>
    <message>
        <source>Junction temperature</source>
        <translation>结温</translation>
    </message>
    <message>
        <source>Failure rate against air cooling</source>
        <translation>相对风冷的故障率</translation>
    </message>
    <message>
        <source>Cabinet-time running jobs</source>
        <translation>运行作业的机柜时间占比</translation>
    </message>
    <message>
        <source>IT energy, every cabinet on</source>
        <translation>IT 能耗（所有机柜开机）</translation>
    </message>
    <message>
        <source>IT energy, idle cabinets off</source>
        <translation>IT 能耗（空闲机柜关机）</translation>
    </message>
</context>
<context>
    <name>FigureTerm</name>
    <message>
        <source>IT power</source>
        <translation>IT 功耗</translation>
    </message>
    <message>
        <source>facility power</source>
        <translation>设施总功耗</translation>
    </message>
    <message>
        <source>cabinets</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>data-parallel ranks</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>liquid share of the heat</source>
        <translation>液冷散热占比</translation>
    </message>
    <message>
        <source>heat to liquid</source>
        <translation>液冷散热量</translation>
    </message>
    <message>
        <source>distribution loss</source>
        <translation>配电损耗</translation>
    </message>
    <message>
        <source>UPS</source>
        <translation>UPS</translation>
    </message>
    <message>
        <source>utility feed</source>
        <translation>市电进线</translation>
    </message>
    <message>
        <source>load at full power</source>
        <translation>满功率负载</translation>
    </message>
    <message>
        <source>share of the IT power</source>
        <translation>占 IT 功耗的比例</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>d</source>
        <translation>天</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>once per %1</source>
        <translation>每 %1 一次</translation>
    </message>
    <message>
        <source>%1 per day</source>
        <translation>每天 %1 次</translation>
    </message>
    <message>
        <source>hops</source>
        <translation>跳</translation>
    </message>
    <message>
        <source>hop</source>
        <translation>跳</translation>
    </message>
    <message>
        <source>%1samples/s</source>
        <translation>%1 样本/s</translation>
    </message>
    <message>
        <source>%1tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>no token budget</source>
        <translation>未设 token 预算</translation>
    </message>
    <message>
        <source>%1samples</source>
        <translation>%1 样本</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1/PFLOP/s-year</source>
        <translation>%1/(PFLOP/s·年)</translation>
    </message>
    <message>
        <source>%1/M tokens</source>
        <translation>%1/百万 token</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未发布</translation>
    </message>
</context>
<context>
    <name>NetworkDrawing</name>
    <message>
        <source>ring</source>
        <translation>环</translation>
    </message>
    <message>
        <source>{} torus</source>
        <translation>{} 环面</translation>
    </message>
    <message>
        <source>full mesh</source>
        <translation>全互联</translation>
    </message>
    <message>
        <source>Dragonfly</source>
        <translation>Dragonfly</translation>
    </message>
    <message>
        <source>{}-level fat tree</source>
        <translation>{} 级胖树</translation>
    </message>
    <message>
        <source>{} accelerator</source>
        <translation>{} 张加速卡</translation>
    </message>
    <message>
        <source>{} accelerators</source>
        <translation>{} 张加速卡</translation>
    </message>
    <message>
        <source>Not drawn: more than {} accelerators, nodes or cabinets</source>
        <translation>未绘制：加速卡、节点或机柜数超过 {}</translation>
    </message>
    <message>
        <source>Scale-out: {} joining {} of {} ({})</source>
        <translation>横向扩展：{}，连接 {}，每域 {}（{}）</translation>
    </message>
    <message>
        <source>{} domain</source>
        <translation>{} 个域</translation>
    </message>
    <message>
        <source>{} domains</source>
        <translation>{} 个域</translation>
    </message>
    <message>
        <source>Scale-up: one of {} domains, {} of {}</source>
        <translation>纵向扩展：{} 个域之一，{}，含 {}</translation>
    </message>
    <message>
        <source>Scale-up: {} of {}, the whole machine</source>
        <translation>纵向扩展：{}，含 {}，即整台机器</translation>
    </message>
    <message>
        <source>line</source>
        <translation>线形</translation>
    </message>
    <message>
        <source>{} torus/mesh</source>
        <translation>{} 环面/网格</translation>
    </message>
    <message>
        <source>{} mesh</source>
        <translation>{} 网格</translation>
    </message>
    <message>
        <source>{}, {} cables per pair</source>
        <translation>{}，每对 {} 根线缆</translation>
    </message>
    <message>
        <source>not drawn: {} nodes, more than {}</source>
        <translation>未绘制：{} 个节点，超过 {}</translation>
    </message>
    <message>
        <source>{}, {} cables between neighbours</source>
        <translation>{}，相邻节点间 {} 根线缆</translation>
    </message>
    <message>
        <source>aggregated: drawn in blocks of {} nodes a side ({} blocks), cables inside a block not drawn</source>
        <translation>聚合显示：按每边 {} 个节点分块绘制（共 {} 块），块内线缆不绘制</translation>
    </message>
    <message>
        <source>aggregated: {} endpoints drawn as {} groups of up to {}, cables inside a group not drawn</source>
        <translation>聚合显示：{} 个端点绘制为 {} 组（每组最多 {} 个），组内线缆不绘制</translation>
    </message>
    <message>
        <source>Dragonfly of {} groups of {} routers</source>
        <translation>Dragonfly：{} 组，每组 {} 台路由器</translation>
    </message>
    <message>
        <source>not drawn: {}</source>
        <translation>未绘制：{}</translation>
    </message>
    <message>
        <source>more than {} routers in a group, ports on a router or groups</source>
        <translation>组内路由器、路由器端口或组数超过 {}</translation>
    </message>
    <message>
        <source>{} local links, more than {} lines</source>
        <translation>{} 条组内链路，超过 {} 条线</translation>
    </message>
    <message>
        <source>Dragonfly of {} group of {} routers ({} terminals, {} global links each)</source>
        <translation>Dragonfly：{} 组，每组 {} 台路由器（每台 {} 个终端、{} 条全局链路）</translation>
    </message>
    <message>
        <source>Dragonfly of {} groups of {} routers ({} terminals, {} global links each)</source>
        <translation>Dragonfly：{} 组，每组 {} 台路由器（每台 {} 个终端、{} 条全局链路）</translation>
    </message>
    <message>
        <source>aggregated: terminals drawn one node per router, global links bundled per group pair (line load = busiest cable)</source>
        <translation>聚合显示：每台路由器的终端画作一个节点，全局链路按组对捆绑（线的负载 = 最忙线缆的负载）</translation>
    </message>
    <message>
        <source>aggregated: terminals drawn one node per router</source>
        <translation>聚合显示：每台路由器的终端画作一个节点</translation>
    </message>
    <message>
        <source>aggregated: global links bundled per group pair (line load = busiest cable)</source>
        <translation>聚合显示：全局链路按组对捆绑（线的负载 = 最忙线缆的负载）</translation>
    </message>
    <message>
        <source>one {}-port switch</source>
        <translation>一台 {} 端口交换机</translation>
    </message>
    <message>
        <source>{} {}-port switches</source>
        <translation>{} 台 {} 端口交换机</translation>
    </message>
    <message>
        <source>{} spine</source>
        <translation>{} 台脊交换机</translation>
    </message>
    <message>
        <source>{} spines</source>
        <translation>{} 台脊交换机</translation>
    </message>
    <message>
        <source>{} core</source>
        <translation>{} 台核心交换机</translation>
    </message>
    <message>
        <source>{} cores</source>
        <translation>{} 台核心交换机</translation>
    </message>
    <message>
        <source>{}-level fat tree of {} leaves, {}, {} (radix {})</source>
        <translation>{} 级胖树：{} 台叶交换机、{}、{}（端口数 {}）</translation>
    </message>
    <message>
        <source>{}-level fat tree of {} leaves, {} (radix {})</source>
        <translation>{} 级胖树：{} 台叶交换机、{}（端口数 {}）</translation>
    </message>
    <message>
        <source>{}, {}:1 at the leaves</source>
        <translation>{}，叶层收敛比 {}:1</translation>
    </message>
    <message>
        <source>fat tree of radix {} and {} tiers</source>
        <translation>胖树（端口数 {}，{} 级）</translation>
    </message>
    <message>
        <source>{} endpoint ports, more than {}</source>
        <translation>{} 个端点端口，超过 {}</translation>
    </message>
    <message>
        <source>{} pods, more than {}</source>
        <translation>{} 个 pod，超过 {}</translation>
    </message>
    <message>
        <source>aggregated: endpoints and switches in groups</source>
        <translation>聚合显示：端点与交换机分组绘制</translation>
    </message>
    <message>
        <source>aggregated: one box per pod of leaves and of spines, cores in boxes, endpoints gathered under their leaves&apos; box; a line&apos;s load is its busiest cable&apos;s</source>
        <translation>聚合显示：每个 pod 的叶交换机与脊交换机各画作一个方框，核心交换机分框绘制，端点聚于其叶交换机方框之下；线的负载为其最忙线缆的负载</translation>
    </message>
    <message>
        <source>aggregated: leaves and spines in boxes, endpoints gathered under their leaves&apos; box; a line&apos;s load is its busiest cable&apos;s</source>
        <translation>聚合显示：叶交换机与脊交换机分框绘制，端点聚于其叶交换机方框之下；线的负载为其最忙线缆的负载</translation>
    </message>
    <message>
        <source>more ports than the tree holds ({})</source>
        <translation>端口数超过该树的容量（{}）</translation>
    </message>
    <message>
        <source>more ports than the tree holds ({}): the simulator routes no traffic beyond them</source>
        <translation>端口数超过该树的容量（{}）：超出部分的流量模拟器不予路由</translation>
    </message>
    <message>
        <source>{}; {}</source>
        <translation>{}；{}</translation>
    </message>
    <message>
        <source>one switch</source>
        <translation>一台交换机</translation>
    </message>
    <message>
        <source>{} switch chips</source>
        <translation>{} 颗交换芯片</translation>
    </message>
    <message>
        <source>{} switch chips in {} planes</source>
        <translation>{} 颗交换芯片，分 {} 个平面</translation>
    </message>
    <message>
        <source>aggregated: {} boxes of {} switches, endpoints in blocks of {} (a line&apos;s load is its busiest cable&apos;s)</source>
        <translation>聚合显示：{} 个方框，每框 {} 台交换机；端点每 {} 个一块（线的负载为其最忙线缆的负载）</translation>
    </message>
    <message>
        <source>aggregated: {} boxes of {} switches</source>
        <translation>聚合显示：{} 个方框，每框 {} 台交换机</translation>
    </message>
    <message>
        <source>aggregated: endpoints in blocks of {} (a line&apos;s load is its busiest cable&apos;s)</source>
        <translation>聚合显示：端点每 {} 个一块（线的负载为其最忙线缆的负载）</translation>
    </message>
</context>
<context>
    <name>NetworkTierActions</name>
    <message>
        <source>One scale-up domain for the whole system (no scale-out tier)</source>
        <translation>整个系统为一个纵向扩展域（无横向扩展层）</translation>
    </message>
    <message>
        <source>Scale-out tier between cabinets (a scale-up domain per cabinet)</source>
        <translation>机柜之间使用横向扩展层（每个机柜一个纵向扩展域）</translation>
    </message>
    <message>
        <source>Scale-out tier between nodes (a scale-up domain per node)</source>
        <translation>节点之间使用横向扩展层（每个节点一个纵向扩展域）</translation>
    </message>
</context>
<context>
    <name>ProjectLock</name>
    <message>
        <source>process %1 on %2</source>
        <translation>%2 上的进程 %1</translation>
    </message>
    <message>
        <source>a process that cannot be named</source>
        <translation>一个无法识别的进程</translation>
    </message>
</context>
<context>
    <name>ProjectReport</name>
    <message>
        <source>Writing the report…</source>
        <translation>正在生成报告…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation>正在排版页面…</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Supernode comparison</source>
        <translation>超节点方案对比</translation>
    </message>
    <message>
        <source>Supernode Planner</source>
        <translation>Supernode Planner</translation>
    </message>
    <message>
        <source>Comparison report</source>
        <translation>方案对比报告</translation>
    </message>
    <message>
        <source>AI-supernode configurations compared against the customer&apos;s selection criteria</source>
        <translation>依据客户选型准则对比 AI 超节点配置方案</translation>
    </message>
    <message>
        <source>Selection criteria:</source>
        <translation>选型准则：</translation>
    </message>
    <message>
        <source>Candidates:</source>
        <translation>候选方案：</translation>
    </message>
    <message>
        <source>Prepared by:</source>
        <translation>编制人：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>%1 configurations are judged by the selection criteria “%2”: %3 rules, %4 of them must-rules that rule a candidate out when it fails them. Candidates meeting every must-rule rank first, then by the weighted share of rules they pass.</source>
        <translation>本报告依据选型准则“%2”对 %1 个配置方案进行评判：共 %3 条规则，其中 %4 条为必须满足项，候选方案未满足其中任何一条即被淘汰。排序时，满足全部必须满足项的候选方案优先，其次按所通过规则的加权占比从高到低排列。</translation>
    </message>
    <message>
        <source>%1 ranks first: it meets every must-rule and scores %2 % of the weighted criteria.</source>
        <translation>%1 排名第一：满足全部必须满足项，加权准则得分为 %2 %。</translation>
    </message>
    <message>
        <source>No candidate meets every must-rule. %1 ranks first with a score of %2 %.</source>
        <translation>没有候选方案满足全部必须满足项。%1 以 %2 % 的得分排名第一。</translation>
    </message>
    <message>
        <source>required %1</source>
        <translation>要求 %1</translation>
    </message>
    <message>
        <source>%1 fails these must-rules: %2.</source>
        <translation>%1 未满足以下必须满足项：%2。</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Meets every must-rule</source>
        <translation>满足全部必须满足项</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: %1 failed</source>
        <translation>否：未满足 %1 条</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>选型准则</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>准则</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>要求</translation>
    </message>
    <message>
        <source>wish</source>
        <translation>期望满足</translation>
    </message>
    <message>
        <source>Values in the unit of each rule. A wish counts in the score but does not rule a candidate out.</source>
        <translation>数值均以各规则的单位表示。期望满足项计入得分，但不会导致候选方案被淘汰。</translation>
    </message>
    <message>
        <source>Comparison charts</source>
        <translation>对比图表</translation>
    </message>
    <message>
        <source>Scaling with the number of accelerators</source>
        <translation>随加速卡数量变化的扩展性</translation>
    </message>
    <message>
        <source>Throughput of each configuration as the same workload is spread over more accelerators.</source>
        <translation>同一工作负载分布到更多加速卡上时，各配置方案吞吐量的变化。</translation>
    </message>
    <message>
        <source>Where a training step&apos;s time goes</source>
        <translation>训练单步时间构成</translation>
    </message>
    <message>
        <source>Compute, exposed communication, pipeline bubble and optimizer time of one step.</source>
        <translation>单个训练步中计算、暴露通信、流水线气泡与优化器更新各自占用的时间。</translation>
    </message>
    <message>
        <source>Where the power goes</source>
        <translation>功耗构成</translation>
    </message>
    <message>
        <source>Accelerators, the rest of the IT equipment, cooling and distribution losses, annual mean.</source>
        <translation>加速卡、其余 IT 设备、制冷以及配电损耗的功耗（年均值）。</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Peak compute at the workload&apos;s precision</source>
        <translation>工作负载精度下的峰值算力</translation>
    </message>
    <message>
        <source>%1 (%2, dense)</source>
        <translation>%1（%2，稠密）</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1，带宽 %2</translation>
    </message>
    <message>
        <source>Thermal design power</source>
        <translation>热设计功耗（TDP）</translation>
    </message>
    <message>
        <source>Nodes, cabinets and room</source>
        <translation>节点、机柜与机房</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>每节点加速卡数</translation>
    </message>
    <message>
        <source>Nodes per cabinet</source>
        <translation>每机柜节点数</translation>
    </message>
    <message>
        <source>Cabinets</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>%1, rows: %2</source>
        <translation>%1 个（分 %2 列排布）</translation>
    </message>
    <message>
        <source>Accelerators in all</source>
        <translation>加速卡总数</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation>纵向扩展网络</translation>
    </message>
    <message>
        <source>%1; domains of %2 accelerators</source>
        <translation>%1；每个域 %2 张加速卡</translation>
    </message>
    <message>
        <source>Scale-up links</source>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <source>%1 per accelerator, %2 each way per link</source>
        <translation>每张加速卡 %1 条，每条链路单向 %2</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>横向扩展网络</translation>
    </message>
    <message>
        <source>Scale-out links</source>
        <translation>横向扩展链路</translation>
    </message>
    <message>
        <source>NICs per accelerator: %1, %2 each way per link</source>
        <translation>每张加速卡 %1 块网卡，每条链路单向 %2</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>冷却方式</translation>
    </message>
    <message>
        <source>, %1 % of the heat to liquid</source>
        <translation>，液冷散热占比 %1 %</translation>
    </message>
    <message>
        <source>Supply temperature</source>
        <translation>供液温度</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>计算精度</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>并行策略</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation>张量并行 %1 × 流水线并行 %2 × 数据并行 %3</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>%1 samples (micro-batch %2)</source>
        <translation>%1 个样本（微批大小 %2）</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Hot-spare nodes</source>
        <translation>热备节点数</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <source>Selection criteria</source>
        <translation>选型准则</translation>
    </message>
    <message>
        <source>Meets every must-rule; score %1 %, rank %2 of %3.</source>
        <translation>满足全部必须满足项；得分 %1 %，排名第 %2（共 %3 个）。</translation>
    </message>
    <message>
        <source>Must-rules failed: %1; score %2 %, rank %3 of %4.</source>
        <translation>未满足 %1 条必须满足项；得分 %2 %，排名第 %3（共 %4 个）。</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>裕量</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定结果</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>计算项</translation>
    </message>
    <message>
        <source>Assumption:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Notes: claims, assumptions and doubts</source>
        <translation>备注：宣称数据、假设与存疑之处</translation>
    </message>
    <message>
        <source>Room and network</source>
        <translation>机房与网络</translation>
    </message>
    <message>
        <source>Scenario %1 of %2 · rank %3</source>
        <translation>第 %1 个场景（共 %2 个）· 排名第 %3</translation>
    </message>
    <message>
        <source>PUE against coolant supply temperature</source>
        <translation>PUE 随冷却液供液温度的变化</translation>
    </message>
    <message>
        <source>PUE and cooling energy of each cooling kind as the supply temperature changes; the square marks this configuration.</source>
        <translation>各冷却方式的 PUE 与制冷能耗随供液温度的变化；方块标出本配置所在位置。</translation>
    </message>
    <message>
        <source>Goodput against checkpoint period</source>
        <translation>有效训练时间占比与检查点周期的关系</translation>
    </message>
    <message>
        <source>Share of the wall time spent on useful training as the checkpoint period changes: too often wastes time writing, too seldom loses work at each failure.</source>
        <translation>有效训练时间占墙钟时间的比例随检查点周期的变化：检查点过于频繁会浪费写入时间，过于稀疏则每次故障都会损失更多已完成的训练。</translation>
    </message>
    <message>
        <source>The report has no scenarios to compare.</source>
        <translation>报告中没有可供对比的场景。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The contents could not be laid out.</source>
        <translation>无法完成目录排版。</translation>
    </message>
    <message>
        <source>%1 cannot be written: the PDF did not start</source>
        <translation>无法写入 %1：PDF 未能开始生成</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>%1 cannot be written: the PDF did not finish</source>
        <translation>无法写入 %1：PDF 未能完成生成</translation>
    </message>
    <message>
        <source>currency units</source>
        <translation>货币单位</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>cold plate</source>
        <translation>冷板式液冷</translation>
    </message>
    <message>
        <source>single-phase immersion</source>
        <translation>单相浸没式液冷</translation>
    </message>
    <message>
        <source>two-phase immersion</source>
        <translation>两相浸没式液冷</translation>
    </message>
    <message>
        <source>hybrid (liquid and air)</source>
        <translation>风液混合</translation>
    </message>
    <message>
        <source>ResNet-50 training</source>
        <translation>ResNet-50 训练</translation>
    </message>
    <message>
        <source>BERT-large training</source>
        <translation>BERT-Large 训练</translation>
    </message>
    <message>
        <source>GPT-style transformer: %1 layers, hidden size %2, sequence %3</source>
        <translation>GPT 类 Transformer：%1 层，隐藏层维度 %2，序列长度 %3</translation>
    </message>
    <message>
        <source>custom workload: %1 per sample</source>
        <translation>自定义工作负载：每样本 %1</translation>
    </message>
    <message>
        <source>%1 torus</source>
        <translation>%1 环面</translation>
    </message>
    <message>
        <source>%1 mesh (torus where it wraps)</source>
        <translation>%1 网格（回绕的维度为环面）</translation>
    </message>
    <message>
        <source>dragonfly: %1 groups of %2 routers, %3 terminals and %4 global links per router</source>
        <translation>蜻蜓拓扑：%1 组，每组 %2 台路由器，每台路由器连接 %3 个终端、%4 条全局链路</translation>
    </message>
    <message>
        <source>%1-tier fat tree of %2-port switches, oversubscription %3:1</source>
        <translation>%1 层胖树，采用 %2 端口交换机，收敛比 %3:1</translation>
    </message>
    <message>
        <source>full mesh</source>
        <translation>全互联</translation>
    </message>
    <message>
        <source>switched (one switch layer)</source>
        <translation>交换机互联（单层交换）</translation>
    </message>
    <message>
        <source>%1 (sized for one repair window)</source>
        <translation>%1（按一个维修窗口配置）</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>%1, restored from %2</source>
        <translation>%1，从%2恢复</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>异步</translation>
    </message>
    <message>
        <source>synchronous</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>error band %1</source>
        <translation>误差带 %1</translation>
    </message>
    <message>
        <source>Error band of the training figures: %1. It is the band that held most published training runs of this chip family when they were simulated.</source>
        <translation>训练指标的误差带：%1。它是模拟该芯片系列已发表训练运行时能覆盖其中大多数的区间。</translation>
    </message>
    <message>
        <source>&quot;Within the error band&quot;: the requirement lies closer to the value than the simulator&apos;s error band, so the outcome is not firm.</source>
        <translation>“在误差带内”：要求值与计算值的差距小于模拟器的误差带，因此结论并不确定。</translation>
    </message>
    <message>
        <source>, within the error band of %1</source>
        <translation>，在 %1 的误差带内</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <source>%1, which slows its compute-bound work</source>
        <translation>%1，会降低其计算密集型工作的速度</translation>
    </message>
    <message>
        <source>%1 % of the optimizer state, updated by the CPUs</source>
        <translation>%1 % 的优化器状态，由 CPU 更新</translation>
    </message>
    <message>
        <source>%1; %2 per accelerator to the host, %3 of host memory per node</source>
        <translation>%1；每张加速卡到主机 %2，每节点主机内存 %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，以及</translation>
    </message>
    <message>
        <source>Offloaded to host memory</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <source>the activations of %1 per pipeline stage</source>
        <translation>每个流水线阶段 %1 的激活</translation>
    </message>
    <message>
        <source>one block</source>
        <translation>1 个块</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 个块</translation>
    </message>
    <message>
        <source>Prepared for:</source>
        <translation>客户：</translation>
    </message>
    <message>
        <source>Appendix: how the deciding figures are computed</source>
        <translation>附录：关键指标的计算方式</translation>
    </message>
    <message>
        <source>The logo is no image this program can read (PNG, JPEG or SVG); the report has none.</source>
        <translation>该标志不是本程序可读取的图像（PNG、JPEG 或 SVG）；报告中不放标志。</translation>
    </message>
    <message>
        <source>The data hall: cabinets in rows, nodes on their fronts, hot spares in white.</source>
        <translation>数据机房：机柜成排布置，节点位于机柜正面，热备节点为白色。</translation>
    </message>
    <message>
        <source>The network under uniform all-to-all traffic: each cable coloured by its load, from idle (dark blue) to the busiest (yellow); red where traffic exceeds what it carries.</source>
        <translation>均匀全互联（all-to-all）流量下的网络：每条线缆按负载着色，从空闲（深蓝）到最繁忙（黄色）；红色表示流量超出其承载能力。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>One configuration is judged by the selection criteria “%1”: %2 rules, %3 of them must-rules that rule a candidate out when it fails them. Candidates meeting every must-rule rank first, then by the weighted share of rules they pass.</source>
        <translation>本报告依据选型准则“%1”对 1 个配置方案进行评判：共 %2 条规则，其中 %3 条为必须满足项，候选方案未满足其中任何一条即被淘汰。排序时，满足全部必须满足项的候选方案优先，其次按所通过规则的加权占比从高到低排列。</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>基础设施</translation>
    </message>
    <message>
        <source>Single-line diagram</source>
        <translation>单线图</translation>
    </message>
    <message>
        <source>The power chain from the utility feed down to the cabinets: each box a group of units with its redundancy, load at full power, use and headroom; the level that binds the chain in orange.</source>
        <translation>从市电进线到机柜的供电链：每个方框代表一组设备，注明其冗余方式、满功率负载、负载率和余量；制约整条供电链的一级（瓶颈）以橙色标出。</translation>
    </message>
    <message>
        <source>The power chain of this configuration is not described, so there is no single-line diagram: its losses are taken as a flat %1 of the IT power.</source>
        <translation>本配置未描述供电链，因此没有单线图：其损耗按 IT 功耗的固定比例 %1 计。</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>平面布置图</translation>
    </message>
    <message>
        <source>The data hall from above, to scale: the cabinets by row, coloured by the CDU or power distribution group they are on, the cold and hot aisles, and the floor&apos;s load against its rating.</source>
        <translation>按比例绘制的数据机房俯视图：机柜按列排布，按所属 CDU 组或配电组着色，并标出冷热通道以及地面荷载与额定荷载的对比。</translation>
    </message>
    <message>
        <source>Rack elevation</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <source>The front of one cabinet, unit by unit: its nodes, switch trays, power shelves and empty units.</source>
        <translation>单个机柜的正面，按 U 逐格绘制：节点、交换机托盘、电源框和空 U。</translation>
    </message>
    <message>
        <source>Appendix: bills of materials</source>
        <translation>附录：物料清单</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Make or unit rating</source>
        <translation>型号或单台额定值</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Capital cost: %1.</source>
        <translation>资本支出：%1。</translation>
    </message>
    <message>
        <source>The building (shell, power and cooling plant): %1, for %2 of IT power at full load at %3 per watt.</source>
        <translation>建筑（土建、供电与制冷系统）：%1，按满载 IT 功率 %2、每瓦 %3 计。</translation>
    </message>
    <message>
        <source>Kinds of part without a public price, left out of the total: %1.</source>
        <translation>无公开价格、未计入合计的部件种类：%1。</translation>
    </message>
    <message>
        <source>Prices: %1</source>
        <translation>价格来源：%1</translation>
    </message>
    <message>
        <source>What each candidate costs a year</source>
        <translation>各候选方案的年度成本</translation>
    </message>
    <message>
        <source>The hardware&apos;s and the facility&apos;s capital charged over their lives at the discount rate, and the running costs, from public prices; parts without a public price are left out.</source>
        <translation>硬件与设施资本按折现率在各自寿命内分摊，加上运行成本，均按公开价格计算；无公开价格的部件未计入。</translation>
    </message>
    <message>
        <source>Cost of ownership over the hardware&apos;s life</source>
        <translation>硬件寿命期内的拥有成本</translation>
    </message>
    <message>
        <source>The hardware bought at the start, then each year the facility&apos;s charge and the running costs, discounted to today; the last point is the total cost of ownership.</source>
        <translation>硬件在开始时购买，此后每年计入设施费用与运行成本，并折现到今天；最后一点即总拥有成本。</translation>
    </message>
    <message>
        <source>Cost terms</source>
        <translation>成本条款</translation>
    </message>
    <message>
        <source>Written off over</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>hardware %1 years, facility %2 years, at a real discount rate of %3 %</source>
        <translation>硬件 %1 年，设施 %2 年，实际折现率 %3 %</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>%1 %2 per kWh</source>
        <translation>每 kWh %1 %2</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>software and support</source>
        <translation>软件与支持</translation>
    </message>
    <message>
        <source>water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Left out (no price set)</source>
        <translation>未计入（未设价格）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>What moves the cost per million tokens</source>
        <translation>影响每百万 token 成本的因素</translation>
    </message>
    <message>
        <source>The cost per million tokens with each price and rate 20 % lower and higher on its own; the input that moves it most is on top.</source>
        <translation>每个价格与费率单独降低和提高 20 % 时的每百万 token 成本；影响最大的输入位于最上方。</translation>
    </message>
</context>
<context>
    <name>RoomColouring</name>
    <message>
        <source>Cooling technology</source>
        <translation>冷却技术</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>Heat to liquid</source>
        <translation>液冷散热</translation>
    </message>
    <message>
        <source>Heat to air</source>
        <translation>风冷散热</translation>
    </message>
    <message>
        <source>Share of the power limit</source>
        <translation>占供电上限比例</translation>
    </message>
    <message>
        <source>Share of the cooling limit</source>
        <translation>占冷却上限比例</translation>
    </message>
    <message>
        <source>Criteria verdict</source>
        <translation>选型判定</translation>
    </message>
    <message>
        <source>Node failures</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>no results: the configuration has problems</source>
        <translation>无结果：配置存在问题</translation>
    </message>
    <message>
        <source>Cabinets and nodes</source>
        <translation>机柜与节点</translation>
    </message>
    <message>
        <source>over the power limit</source>
        <translation>超出供电上限</translation>
    </message>
    <message>
        <source>over the cooling limit</source>
        <translation>超出冷却上限</translation>
    </message>
    <message>
        <source>no power limit set</source>
        <translation>未设置供电上限</translation>
    </message>
    <message>
        <source>no cooling limit set</source>
        <translation>未设置冷却上限</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>无法判定</translation>
    </message>
    <message>
        <source>Node failures (per day)</source>
        <translation>节点故障（每天）</translation>
    </message>
    <message>
        <source>Power feed</source>
        <translation>供电分组</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU 分组</translation>
    </message>
    <message>
        <source>Power feed: busway groups</source>
        <translation>供电分组：母线槽组</translation>
    </message>
    <message>
        <source>Power feed: floor PDU groups</source>
        <translation>供电分组：列头 PDU 组</translation>
    </message>
    <message>
        <source>Busway group %1</source>
        <translation>母线槽组 %1</translation>
    </message>
    <message>
        <source>Floor PDU group %1</source>
        <translation>列头 PDU 组 %1</translation>
    </message>
    <message>
        <source>no floor PDUs or busways described</source>
        <translation>未描述列头 PDU 或母线槽</translation>
    </message>
    <message>
        <source>CDU groups</source>
        <translation>CDU 分组</translation>
    </message>
    <message>
        <source>CDU group %1</source>
        <translation>CDU 组 %1</translation>
    </message>
    <message>
        <source>no CDUs described, or no heat to liquid</source>
        <translation>未描述 CDU，或无液冷散热</translation>
    </message>
</context>
<context>
    <name>RoomPlant</name>
    <message>
        <source>%1 (%2): %3 × %4</source>
        <translation>%1（%2）：%3 × %4</translation>
    </message>
    <message>
        <source>%1 (%2): %L3 groups of %4 × %5</source>
        <translation>%1（%2）：%L3 组，每组 %4 × %5</translation>
    </message>
    <message>
        <source>Power shelves</source>
        <translation>电源框</translation>
    </message>
    <message>
        <source>Busway</source>
        <translation>母线槽</translation>
    </message>
    <message>
        <source>Floor PDU</source>
        <translation>列头 PDU</translation>
    </message>
    <message>
        <source>UPS</source>
        <translation>UPS</translation>
    </message>
    <message>
        <source>Switchboard</source>
        <translation>配电柜</translation>
    </message>
    <message>
        <source>Transformer</source>
        <translation>变压器</translation>
    </message>
    <message>
        <source>Utility feed</source>
        <translation>市电进线</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
</context>
<context>
    <name>RoomScene</name>
    <message>
        <source>Cabinets and nodes</source>
        <translation>机柜与节点</translation>
    </message>
    <message>
        <source>Cabinet: %1</source>
        <translation>机柜：%1</translation>
    </message>
    <message>
        <source>Meets every must-rule</source>
        <translation>满足全部必选条件</translation>
    </message>
    <message>
        <source>Fails a must-rule</source>
        <translation>未满足必选条件</translation>
    </message>
    <message>
        <source>Hot-spare node</source>
        <translation>热备节点</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>Node in the job</source>
        <translation>作业中的节点</translation>
    </message>
    <message>
        <source>Failed node, in repair</source>
        <translation>故障节点（维修中）</translation>
    </message>
    <message>
        <source>Spare that took a failed node&apos;s place</source>
        <translation>接替故障节点的备用节点</translation>
    </message>
    <message>
        <source>Cabinet without power or cooling (plant outage)</source>
        <translation>失去供电或制冷的机柜（基础设施停机）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2–%3</source>
        <translation>%1：%2–%3</translation>
    </message>
    <message>
        <source>%1 to %L2: these colours again, in turn</source>
        <translation>%1 至 %L2：依次重复使用以上颜色</translation>
    </message>
    <message>
        <source>Coolant distribution unit (CDU)</source>
        <translation>冷却液分配单元（CDU）</translation>
    </message>
    <message>
        <source>Floor PDU</source>
        <translation>列头配电单元（PDU）</translation>
    </message>
    <message>
        <source>Busway over its cabinets</source>
        <translation>机柜上方的母线槽</translation>
    </message>
    <message>
        <source>UPS</source>
        <translation>UPS</translation>
    </message>
    <message>
        <source>switchboard</source>
        <translation>配电柜</translation>
    </message>
    <message>
        <source>transformer</source>
        <translation>变压器</translation>
    </message>
    <message>
        <source>utility feed</source>
        <translation>市电进线</translation>
    </message>
    <message>
        <source>Plant room: %1</source>
        <translation>动力机房：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>ScheduleRun</name>
    <message>
        <source>Synthetic trace: %1</source>
        <translation>合成轨迹：%1</translation>
    </message>
    <message>
        <source>The scenario has problems (see the Problems dock): it cannot be scheduled.</source>
        <translation>该方案存在问题（见“问题”面板）：无法进行调度。</translation>
    </message>
    <message>
        <source>Quotas: %1</source>
        <translation>配额：%1</translation>
    </message>
</context>
<context>
    <name>SingleLineDiagram</name>
    <message>
        <source>Utility feed</source>
        <translation>市电进线</translation>
    </message>
    <message>
        <source>Transformer</source>
        <translation>变压器</translation>
    </message>
    <message>
        <source>Switchboard</source>
        <translation>配电柜</translation>
    </message>
    <message>
        <source>UPS</source>
        <translation>UPS</translation>
    </message>
    <message>
        <source>Busway</source>
        <translation>母线槽</translation>
    </message>
    <message>
        <source>Floor PDU</source>
        <translation>列头 PDU</translation>
    </message>
    <message>
        <source>Rack power shelves</source>
        <translation>机柜电源框</translation>
    </message>
    <message>
        <source>Cabinet %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>Cabinets %1…%2</source>
        <translation>机柜 %1 至 %2</translation>
    </message>
    <message>
        <source>%L1 × %2, %3</source>
        <translation>%L1 × %2，%3</translation>
    </message>
    <message>
        <source>%L1 usable</source>
        <translation>可用 %L1</translation>
    </message>
    <message>
        <source>Losses in the nodes</source>
        <translation>损耗计入节点</translation>
    </message>
    <message>
        <source>Level losses %1</source>
        <translation>本级损耗 %1</translation>
    </message>
    <message>
        <source>At full power %1</source>
        <translation>满功率负载 %1</translation>
    </message>
    <message>
        <source>Binds at %1</source>
        <translation>瓶颈，%1</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>负载率 %1</translation>
    </message>
    <message>
        <source>%1 headroom</source>
        <translation>余量 %1</translation>
    </message>
    <message>
        <source>%1 short</source>
        <translation>缺口 %1</translation>
    </message>
    <message>
        <source>… × %L1 more groups</source>
        <translation>…… 其余 %L1 组</translation>
    </message>
    <message>
        <source>%1 in operation</source>
        <translation>运行功率 %1</translation>
    </message>
    <message>
        <source>… × %L1 more cabinets</source>
        <translation>…… 其余 %L1 个机柜</translation>
    </message>
    <message>
        <source>The power chain is not described: there is no single-line diagram to draw. Its losses are taken as a flat %1 of the IT power. Describe its levels under Power chain in the configuration to see them here.</source>
        <translation>未描述供电链：没有可绘制的单线图。其损耗按 IT 功耗的固定比例 %1 计。在配置的“供电链”下描述其各级，即可在此查看。</translation>
    </message>
    <message>
        <source>At full power the utility delivers %1 · at the operating load the levels lose %2, %3 efficient</source>
        <translation>满功率时市电输入 %1 · 运行负载下各级损耗 %2，效率 %3</translation>
    </message>
    <message>
        <source>The first %L1 of %L2 cabinets are drawn; the dashed boxes on the right stand for the rest.</source>
        <translation>仅绘制 %L2 个机柜中的前 %L1 个；右侧虚线框代表其余机柜。</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>“%1”: this value has no unit; type a number</source>
        <translation>“%1”：该值没有单位，请输入数字</translation>
    </message>
    <message>
        <source>“%1” is not a unit of this value; use %2</source>
        <translation>“%1”不是该值的单位，请使用 %2</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>/kWh</translation>
    </message>
    <message>
        <source>per MWh</source>
        <translation>/MWh</translation>
    </message>
    <message>
        <source>per accelerator-h</source>
        <translation>/卡·小时</translation>
    </message>
    <message>
        <source>per 10⁶ accelerator-h</source>
        <translation>/10⁶ 卡·小时</translation>
    </message>
    <message>
        <source>per m³</source>
        <translation>每 m³</translation>
    </message>
    <message>
        <source>per L</source>
        <translation>每 L</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>is {}; must be in {}</source>
        <translation>为 {}；必须在 {} 范围内</translation>
    </message>
    <message>
        <source>is {}; must be &gt;= {}</source>
        <translation>为 {}；必须 &gt;= {}</translation>
    </message>
    <message>
        <source>is {}; must be &gt; {}</source>
        <translation>为 {}；必须 &gt; {}</translation>
    </message>
    <message>
        <source>is {}; must be an integer &gt;= {}</source>
        <translation>为 {}；必须是 &gt;= {} 的整数</translation>
    </message>
    <message>
        <source>is {}; must be an integer in [{}, {}]</source>
        <translation>为 {}；必须是 [{}, {}] 范围内的整数</translation>
    </message>
    <message>
        <source>is {}; must be a finite number</source>
        <translation>为 {}；必须是有限数值</translation>
    </message>
    <message>
        <source>is [{}] with product {}; the product must equal the {} endpoints of the tier</source>
        <translation>为 [{}]，乘积为 {}；乘积必须等于该层的 {} 个端点</translation>
    </message>
    <message>
        <source>has {} entries; must have one per dimension ({})</source>
        <translation>有 {} 项；每个维度必须各有一项（共 {} 维）</translation>
    </message>
    <message>
        <source>is {}; must be &lt;= a·h + 1 = {}·{} + 1 = {}</source>
        <translation>为 {}；必须 &lt;= a·h + 1 = {}·{} + 1 = {}</translation>
    </message>
    <message>
        <source>has a·p·groups = {}·{}·{} = {} terminals; must be &gt;= the {} endpoints of the tier</source>
        <translation>终端数 a·p·groups = {}·{}·{} = {}；必须 &gt;= 该层的 {} 个端点</translation>
    </message>
    <message>
        <source>is {}; must be an even integer &gt;= 2</source>
        <translation>为 {}；必须是 &gt;= 2 的偶数</translation>
    </message>
    <message>
        <source>is {}; the scale-up torus [{}] needs {} (2 per dimension longer than 1)</source>
        <translation>为 {}；纵向扩展环面 [{}] 需要 {} 个（每个长度大于 1 的维度 2 个）</translation>
    </message>
    <message>
        <source>is {}; must divide the {} accelerators of the configuration</source>
        <translation>为 {}；必须能整除该配置的 {} 张加速卡</translation>
    </message>
    <message>
        <source>is {}; must be a multiple of tp ({})</source>
        <translation>为 {}；必须是 tp（{}）的整数倍</translation>
    </message>
    <message>
        <source>is {}; must be 1 for {}</source>
        <translation>为 {}；{} 工作负载下必须为 1</translation>
    </message>
    <message>
        <source>is {}; must be a multiple of microbatch × dp = {} × {} = {}</source>
        <translation>为 {}；必须是 microbatch × dp = {} × {} = {} 的整数倍</translation>
    </message>
    <message>
        <source>is 0 FLOP/s; must be &gt; 0 because the workload computes in {}</source>
        <translation>为 0 FLOP/s；工作负载以 {} 计算，必须 &gt; 0</translation>
    </message>
    <message>
        <source>hours add up to {} h; must be &lt;= hours_per_year ({} h)</source>
        <translation>小时数合计 {} h；必须 &lt;= 全年运行小时数（{} h）</translation>
    </message>
    <message>
        <source>[{}] cannot be reshaped for {} endpoints: {} has no factorisation into {} dimensions longer than 1; choose the dimensions or another count</source>
        <translation>[{}] 无法调整为 {} 个端点：{} 无法分解为 {} 个长度大于 1 的维度；请自行设定各维度或改用其他数量</translation>
    </message>
    <message>
        <source>a cabinet draws {}, {} of what its power feed delivers</source>
        <translation>单机柜功耗 {}，为其供电能力的 {}</translation>
    </message>
    <message>
        <source>a cabinet gives off {} of the heat its cooling removes</source>
        <translation>单机柜发热量为其散热能力的 {}</translation>
    </message>
    <message>
        <source>needs {} GB per accelerator; the accelerator has {} GB</source>
        <translation>每张加速卡需要 {} GB；加速卡仅有 {} GB</translation>
    </message>
    <message>
        <source>is {}; no machine does more than its peak</source>
        <translation>为 {}；任何机器都不可能超过其峰值</translation>
    </message>
    <message>
        <source>is {}; more accelerators cannot do more than their share</source>
        <translation>为 {}；增加加速卡不可能超过其应有的份额</translation>
    </message>
    <message>
        <source>{} per cabinet goes to air, which can carry at most {} out of a {} x {} m cabinet at a {} K rise; cool it with liquid</source>
        <translation>每个机柜有 {} 的热量进入空气，而空气最多只能带走 {}（机柜正面 {} x {} m，温升 {} K）；请改用液冷</translation>
    </message>
    <message>
        <source>is {}; a facility cannot draw less than its IT</source>
        <translation>为 {}；设施功耗不可能低于其 IT 功耗</translation>
    </message>
    <message>
        <source>is {}; below the best annual PUE measured (about 1.04)</source>
        <translation>为 {}；低于实测最佳的年均 PUE（约 1.04）</translation>
    </message>
    <message>
        <source>is {} times the best shipping accelerator at this precision</source>
        <translation>为该精度下最佳量产加速卡的 {} 倍</translation>
    </message>
    <message>
        <source>is empty; must list at least one dimension</source>
        <translation>为空；必须至少列出一个维度</translation>
    </message>
    <message>
        <source>has {} entries; must have one per dimension ({}) or none</source>
        <translation>有 {} 项；必须每个维度一项（{}）或为空</translation>
    </message>
    <message>
        <source>is {}; must divide the dimension&apos;s size {}</source>
        <translation>为 {}；必须整除该维度的大小 {}</translation>
    </message>
    <message>
        <source>is {}; the {} switch chips of a domain (node.switch_chips {} per node of {} accelerators) then have {} ports, fewer than the {} links of {} accelerators × {} ports_per_endpoint</source>
        <translation>为 {}；此时一个域的 {} 颗交换芯片（node.switch_chips 每节点 {} 颗，每节点 {} 个加速器）共有 {} 个端口，少于 {} 条链路（{} 个加速器 × ports_per_endpoint {}）</translation>
    </message>
    <message>
        <source>is {}; the interleaved schedule needs the microbatches per pipeline (global batch / (microbatch × dp) = {}) to be a multiple of pp ({})</source>
        <translation>为 {}；交错调度要求每条流水线的微批次数（全局批量 / (微批量 × dp) = {}）为 pp（{}）的整数倍</translation>
    </message>
    <message>
        <source>is {}; must be 1 without pipeline parallelism (pp = 1)</source>
        <translation>为 {}；无流水线并行（pp = 1）时必须为 1</translation>
    </message>
    <message>
        <source>is {}; must be -1 (automatic) or an integer &gt;= 0 below the {} nodes</source>
        <translation>为 {}；必须为 -1（自动）或小于节点数 {} 的非负整数</translation>
    </message>
    <message>
        <source>is {}; must be a multiple of heads ({}) unless head_dim is set</source>
        <translation>为 {}；除非设置了 head_dim，否则必须为头数（{}）的整数倍</translation>
    </message>
    <message>
        <source>is {}; must divide the {} query heads (0 = one per query head)</source>
        <translation>为 {}；必须整除 {} 个查询头（0 = 每个查询头各一个）</translation>
    </message>
    <message>
        <source>is {}; must be at least pp × interleave = {} × {} = {}</source>
        <translation>为 {}；必须不少于 pp × interleave = {} × {} = {}</translation>
    </message>
    <message>
        <source>of {} assumes air carries {} out of each cabinet, more than the {} it can; the hall cannot be built as configured</source>
        <translation>为 {}，其前提是空气从每个机柜带走 {}，超过空气所能带走的 {}；按此配置无法建成该机房</translation>
    </message>
    <message>
        <source>cannot follow {} accelerators: they are not a multiple of tp·cp·pp = {}</source>
        <translation>无法跟随 {} 个加速器:它不是 tp·cp·pp = {} 的倍数</translation>
    </message>
    <message>
        <source>is {}; nics × node.accelerators = {} × {} = {} NICs per node must be a whole number (0.5 = one NIC per pair of accelerators)</source>
        <translation>为 {};nics × node.accelerators = {} × {} = {},每节点网卡数须为整数(0.5 = 每两个加速器一块网卡)</translation>
    </message>
    <message>
        <source>is true on a {} tier; in-network reduction needs switches: the tier&apos;s kind must be switch or fat_tree</source>
        <translation>在 {} 层上为 true;网内归约需要交换机:该层类型须为 switch 或 fat_tree</translation>
    </message>
    <message>
        <source>is {}; it cannot run the all-reduce over the {} accelerators on this network; allowed here: {} (pairwise and bruck for all-to-all)</source>
        <translation>为 {};它无法在此网络上对 {} 个加速器执行 all-reduce;此处允许:{}(pairwise 和 bruck 用于 all-to-all)</translation>
    </message>
    <message>
        <source>is true; rails are the scale-out NICs of a domain, so only network.scale_out.fat_tree may be rail-optimised</source>
        <translation>为 true;轨道是一个域的横向扩展网卡,因此只有 network.scale_out.fat_tree 可以做轨道优化</translation>
    </message>
    <message>
        <source>is {}; must be 1 for a dense model (workload.transformer.experts = 0)</source>
        <translation>为 {};稠密模型(workload.transformer.experts = 0)须为 1</translation>
    </message>
    <message>
        <source>is {}; must be from 1 to the {} routed experts</source>
        <translation>为 {};须在 1 到路由专家数 {} 之间</translation>
    </message>
    <message>
        <source>is {}; must be from 0 to the {} layers</source>
        <translation>为 {};须在 0 到层数 {} 之间</translation>
    </message>
    <message>
        <source>is {}; must divide the {} routed experts</source>
        <translation>为 {};须整除路由专家数 {}</translation>
    </message>
    <message>
        <source>is {}; must divide dp ({}): expert-parallel ranks are data-parallel ranks</source>
        <translation>为 {};须整除 dp({}):专家并行 rank 就是数据并行 rank</translation>
    </message>
    <message>
        <source>is {}; the sequence ({}) must split into 2 × cp = {} equal chunks</source>
        <translation>为 {};序列({})须能均分为 2 × cp = {} 段</translation>
    </message>
    <message>
        <source>needs {} GB per accelerator for weights, gradients and optimizer state ({} parameters / (tp {} × pp {})); the accelerator has {} GB: raise tp or pp, or shard the state over the data-parallel ranks (sharding)</source>
        <translation>权重、梯度和优化器状态每加速器需要 {} GB({} 参数 / (tp {} × pp {}));加速器只有 {} GB:提高 tp 或 pp,或把状态分片到数据并行 rank 上(sharding)</translation>
    </message>
    <message>
        <source>is int8; training needs a floating-point format (fp32, tf32, bf16, fp16, fp8 or fp4)</source>
        <translation>为 int8;训练需要浮点格式(fp32、tf32、bf16、fp16、fp8 或 fp4)</translation>
    </message>
    <message>
        <source>is {}; must be a format values are stored in: fp32, bf16, fp16 or fp8</source>
        <translation>为 {};须为可存储数值的格式:fp32、bf16、fp16 或 fp8</translation>
    </message>
    <message>
        <source>is {}; must be below the step before it ({})</source>
        <translation>为 {}；必须小于前一级（{}）</translation>
    </message>
    <message>
        <source>is {}; the last step must start at 0 so that every size has an efficiency</source>
        <translation>为 {}；最后一级必须从 0 开始，使每种规模都有效率值</translation>
    </message>
    <message>
        <source>is {}; must be 0 or between {} and {} in magnitude</source>
        <translation>为 {}；必须为 0，或绝对值介于 {} 与 {} 之间</translation>
    </message>
    <message>
        <source>is {}; must be &lt;= {}</source>
        <translation>为 {}；必须 &lt;= {}</translation>
    </message>
    <message>
        <source>gives node.accelerators × cabinet.nodes × layout.cabinets = {} × {} × {} = {} accelerators; a system may have at most {}</source>
        <translation>得出 node.accelerators × cabinet.nodes × layout.cabinets = {} × {} × {} = {} 个加速器；一个系统最多 {} 个</translation>
    </message>
    <message>
        <source>has {} dimensions; a torus may have at most {}</source>
        <translation>有 {} 个维度；环面最多 {} 个维度</translation>
    </message>
    <message>
        <source>is {} s; must be longer than the {} s each checkpoint stops the job for, or the run never computes</source>
        <translation>为 {} s；必须长于每次检查点使作业暂停的 {} s，否则训练永远无法计算</translation>
    </message>
    <message>
        <source>makes each checkpoint stop the job for {} s, more than {} times the system&apos;s mean time between failures ({} s); the run could not make progress</source>
        <translation>使每次检查点暂停作业 {0} s，超过系统平均故障间隔时间（{2} s）的 {1} 倍；训练将无法推进</translation>
    </message>
    <message>
        <source>makes each checkpoint&apos;s write take {} s, more than {} times the system&apos;s mean time between failures ({} s); the run could not make progress</source>
        <translation>使每次检查点写入耗时 {0} s，超过系统平均故障间隔时间（{2} s）的 {1} 倍；训练将无法推进</translation>
    </message>
    <message>
        <source>is {} s, more than {} times the system&apos;s mean time between failures ({} s); the run could not make progress</source>
        <translation>为 {0} s，超过系统平均故障间隔时间（{2} s）的 {1} 倍；训练将无法推进</translation>
    </message>
    <message>
        <source>{} more problems are not listed</source>
        <translation>另有 {} 个问题未列出</translation>
    </message>
    <message>
        <source>has a quote inside an unquoted cell; quote the whole cell and double the quote</source>
        <translation>未加引号的单元格内含有引号；请给整个单元格加引号，并将其中的引号写两遍</translation>
    </message>
    <message>
        <source>has a quoted cell that is never closed</source>
        <translation>有一个加了引号但从未闭合的单元格</translation>
    </message>
    <message>
        <source>has text after a closing quote; a quote inside a quoted cell is doubled</source>
        <translation>闭合引号之后还有文字；加引号单元格内的引号须写两遍</translation>
    </message>
    <message>
        <source>is {}; must be a finite number &gt;= {}</source>
        <translation>为 {}；必须是 &gt;= {} 的有限数值</translation>
    </message>
    <message>
        <source>is {}; must be a finite number &gt; {}</source>
        <translation>为 {}；必须是 &gt; {} 的有限数值</translation>
    </message>
    <message>
        <source>is {}; must be one of {}</source>
        <translation>为 {}；必须是 {} 之一</translation>
    </message>
    <message>
        <source>is {} s; must be &gt;= {} s, the submit time on line {}: jobs are listed in arrival order</source>
        <translation>为 {} s；必须 &gt;= 第 {2} 行的提交时间 {1} s：作业须按到达顺序列出</translation>
    </message>
    <message>
        <source>names column {} again; it is column {}</source>
        <translation>再次命名了列 {}；它已是第 {} 列</translation>
    </message>
    <message>
        <source>lacks the required column {}</source>
        <translation>缺少必需的列 {}</translation>
    </message>
    <message>
        <source>is empty; a trace starts with a header naming its columns, at least submit_s,cards,duration_s</source>
        <translation>为空；作业轨迹须以列名表头开始，至少包含 submit_s,cards,duration_s</translation>
    </message>
    <message>
        <source>has {} cells; the header has {}</source>
        <translation>有 {} 个单元格；表头有 {} 个</translation>
    </message>
    <message>
        <source>is not key=value</source>
        <translation>不是 key=value 形式</translation>
    </message>
    <message>
        <source>is given twice</source>
        <translation>给出了两次</translation>
    </message>
    <message>
        <source>is not a synthetic-trace key; the keys are {}</source>
        <translation>不是合成轨迹的键；可用的键为 {}</translation>
    </message>
    <message>
        <source>is given with load; give one: load derives the rate</source>
        <translation>与 load 同时给出；只能给其一：load 会推导出到达率</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;; must be an integer</source>
        <translation>为 &quot;{}&quot;；必须是整数</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;; must be a finite number</source>
        <translation>为 &quot;{}&quot;；必须是有限数值</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;; must be one of {}</source>
        <translation>为 &quot;{}&quot;；必须是 {} 之一</translation>
    </message>
    <message>
        <source>is {} /s; must be &gt; 0 /s (leave it out to derive it from load)</source>
        <translation>为 {} /s；必须 &gt; 0 /s（省略则由 load 推导）</translation>
    </message>
    <message>
        <source>is {}{}; must be in {}{}, {}]{}</source>
        <translation>为 {}{}；必须在 {}{}, {}]{} 范围内</translation>
    </message>
    <message>
        <source>is empty; must list at least one value</source>
        <translation>为空；必须至少列出一个值</translation>
    </message>
    <message>
        <source>gives {} the weight {}; a weight must be in [0, {}]</source>
        <translation>给 {} 的权重为 {}；权重必须在 [0, {}] 范围内</translation>
    </message>
    <message>
        <source>has weights that sum to 0; one must be &gt; 0</source>
        <translation>权重之和为 0；至少一个须 &gt; 0</translation>
    </message>
    <message>
        <source>lists {} twice</source>
        <translation>将 {} 列出了两次</translation>
    </message>
    <message>
        <source>is unknown; the arrival rate for a load needs the machine&apos;s cards (or give rate_per_s)</source>
        <translation>未知；由负载推导到达率需要机器的卡数（或直接给出 rate_per_s）</translation>
    </message>
    <message>
        <source>lists {}; a size must be a power of two in [1, {}]</source>
        <translation>列出了 {}；作业规模必须是 [1, {}] 范围内的 2 的幂</translation>
    </message>
    <message>
        <source>lists {}; must be at most the machine&apos;s {} cards</source>
        <translation>列出了 {}；不得超过机器的 {} 张卡</translation>
    </message>
    <message>
        <source>is for a size that sizes does not list</source>
        <translation>对应的作业规模未在 sizes 中列出</translation>
    </message>
    <message>
        <source>lists &quot;{}&quot;; a name is 1 to {} of A-Z a-z 0-9 _ . -</source>
        <translation>列出了 &quot;{}&quot;；名称须为 1 到 {} 个 A-Z a-z 0-9 _ . - 字符</translation>
    </message>
    <message>
        <source>lists shape {}; must be one of {}</source>
        <translation>列出了形状 {}；必须是 {} 之一</translation>
    </message>
    <message>
        <source>lists {}; FLOPs per byte must be a finite number &gt;= 0</source>
        <translation>列出了 {}；每字节 FLOPs 必须是 &gt;= 0 的有限数值</translation>
    </message>
    <message>
        <source>the card and memory weights are {} and {}; each must be &gt;= 0 and their sum &gt; 0</source>
        <translation>加速卡与内存权重为 {} 和 {}；各自必须 &gt;= 0 且两者之和 &gt; 0</translation>
    </message>
    <message>
        <source>the queue depth is {}; must be &gt;= 1</source>
        <translation>队列深度为 {}；必须 &gt;= 1</translation>
    </message>
    <message>
        <source>tenant {}&apos;s quota is {}; must be in (0, 1]</source>
        <translation>租户 {} 的配额为 {}；必须在 (0, 1] 范围内</translation>
    </message>
    <message>
        <source>a logged failure names node {} at {} s; nodes are 0 to {} and times &gt;= 0</source>
        <translation>故障日志在 {1} 秒处指定了节点 {0}；节点编号为 0 到 {2}，时间须 &gt;= 0</translation>
    </message>
    <message>
        <source>does not fit the machine&apos;s {} cards</source>
        <translation>超出机器的 {} 张加速卡</translation>
    </message>
    <message>
        <source>names tenant {}, of {}</source>
        <translation>指定了租户 {}，而租户共 {} 个</translation>
    </message>
    <message>
        <source>needs more whole domains of {} cards than the machine&apos;s {}</source>
        <translation>所需的完整域（每域 {} 张卡）多于机器的 {} 个</translation>
    </message>
    <message>
        <source>is no sub-cuboid of the {}-card torus domain (its card count must factor into the domain&apos;s sides)</source>
        <translation>无法构成 {} 卡环面域的子长方体（其卡数必须能分解为域各边长的因数之积）</translation>
    </message>
    <message>
        <source>exceeds tenant {}&apos;s quota of {} cards</source>
        <translation>超出租户 {} 的配额 {} 张卡</translation>
    </message>
    <message>
        <source>has submit {} s and duration {} s; the submit must be in [0, {}] s and the duration in (0, {}] s</source>
        <translation>提交时间为 {} 秒、时长为 {} 秒；提交时间必须在 [0, {}] 秒内，时长必须在 (0, {}] 秒内</translation>
    </message>
    <message>
        <source>is submitted before the job above it; a trace is in arrival order</source>
        <translation>提交时间早于上一行作业；轨迹须按到达顺序排列</translation>
    </message>
    <message>
        <source>&apos;{}&apos; is not tenant=share for a tenant of the trace ({})</source>
        <translation>“{}”不是轨迹中某租户的 租户=份额 写法（租户：{}）</translation>
    </message>
    <message>
        <source>{}&apos;s share is &apos;{}&apos;; must be a number in (0, 1]</source>
        <translation>{} 的份额为“{}”；必须是 (0, 1] 范围内的数</translation>
    </message>
    <message>
        <source>needs layers, hidden, ffn, heads and vocabulary of at least 1</source>
        <translation>的层数、hidden、ffn、注意力头数和词表大小都必须至少为 1</translation>
    </message>
    <message>
        <source>has hidden {} not a multiple of its {} heads and no head_dim</source>
        <translation>的 hidden {} 不是其 {} 个注意力头的整数倍，且未给出 head_dim</translation>
    </message>
    <message>
        <source>has {} key/value heads; they must divide the {} query heads</source>
        <translation>有 {} 个键/值头；它们必须整除 {} 个查询头</translation>
    </message>
    <message>
        <source>is {}; must be from 1 to the configuration&apos;s {}</source>
        <translation>为 {}；必须在 1 到配置的 {} 之间</translation>
    </message>
    <message>
        <source>is {}; must be from 1 to the slice&apos;s {} accelerators</source>
        <translation>为 {}；必须在 1 到该切片的 {} 个加速器之间</translation>
    </message>
    <message>
        <source>is {}; must be from 1 to the model&apos;s {} layers</source>
        <translation>为 {}；必须在 1 到模型的 {} 层之间</translation>
    </message>
    <message>
        <source>is {0}; tp × pp = {0} × {1} = {2} must divide the slice of {3} accelerators</source>
        <translation>为 {0}；tp × pp = {0} × {1} = {2} 必须整除 {3} 个加速器的切片</translation>
    </message>
    <message>
        <source>is {}; must divide the {} key/value heads or be a multiple of them</source>
        <translation>为 {}；必须整除 {} 个键/值头，或是它们的整数倍</translation>
    </message>
    <message>
        <source>is {}; must be 1 for a dense model</source>
        <translation>为 {}；稠密模型必须为 1</translation>
    </message>
    <message>
        <source>routes each token to {} of {} experts</source>
        <translation>把每个 token 路由到 {} 个专家（共 {} 个）</translation>
    </message>
    <message>
        <source>is {}; must divide tp ({}) and the {} routed experts</source>
        <translation>为 {}；必须整除 tp（{}）和 {} 个路由专家</translation>
    </message>
    <message>
        <source>is {}; must be from 1 to 10,000,000</source>
        <translation>为 {}；必须在 1 到 10,000,000 之间</translation>
    </message>
    <message>
        <source>is {}; must be from 0 to 10,000,000</source>
        <translation>为 {}；必须在 0 到 10,000,000 之间</translation>
    </message>
    <message>
        <source>is {}; must be from 0 to 10</source>
        <translation>为 {}；必须在 0 到 10 之间</translation>
    </message>
    <message>
        <source>is {}; must be from 1 to 1,048,576</source>
        <translation>为 {}；必须在 1 到 1,048,576 之间</translation>
    </message>
    <message>
        <source>is {}; must be above 0 and at most 1</source>
        <translation>为 {}；必须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>is {}; must be from 0 to one trillion requests/s</source>
        <translation>为 {}；必须在 0 到一万亿次请求/秒之间</translation>
    </message>
    <message>
        <source>is {} ms; must be above 0 and at most one billion ms</source>
        <translation>为 {} 毫秒；必须大于 0 且不超过十亿毫秒</translation>
    </message>
    <message>
        <source>is {}; must lie strictly between 0 and 1</source>
        <translation>为 {}；必须严格介于 0 和 1 之间</translation>
    </message>
    <message>
        <source>have no HBM bandwidth or capacity in this configuration</source>
        <translation>在此配置中没有 HBM 带宽或容量</translation>
    </message>
    <message>
        <source>is {}; above {}, well beyond the best published large training runs (PaLM 46 %, Megatron-LM 1T 52 %): the efficiencies are likely set too high</source>
        <translation>为 {}；高于 {}，远超已发表的最佳大规模训练（PaLM 46 %，Megatron-LM 1T 52 %）：效率很可能设得过高</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;; not a unit this version knows (e.g. kW, TB/s, PFLOP/s, %)</source>
        <translation>为“{}”；不是此版本认识的单位（例如 kW、TB/s、PFLOP/s、%）</translation>
    </message>
    <message>
        <source>is {}; must be &gt;= threshold ({})</source>
        <translation>为 {}；必须 &gt;= 阈值（{}）</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;, which an earlier rule has; ids must be unique</source>
        <translation>为“{}”，前面的规则已使用；标识必须唯一</translation>
    </message>
    <message>
        <source>is {}; must be an object</source>
        <translation>为 {}；必须是对象</translation>
    </message>
    <message>
        <source>is not a key here; the keys are {}</source>
        <translation>不是此处的键；可用的键为 {}</translation>
    </message>
    <message>
        <source>is missing; must be a string</source>
        <translation>缺失；必须是字符串</translation>
    </message>
    <message>
        <source>is {}; must be a string</source>
        <translation>为 {}；必须是字符串</translation>
    </message>
    <message>
        <source>is missing; must be a finite number</source>
        <translation>缺失；必须是有限数</translation>
    </message>
    <message>
        <source>is missing; must be an integer in [{}, {}]</source>
        <translation>缺失；必须是 [{}, {}] 内的整数</translation>
    </message>
    <message>
        <source>is {}; must be true or false</source>
        <translation>为 {}；必须为 true 或 false</translation>
    </message>
    <message>
        <source>is missing; must be one of {}</source>
        <translation>缺失；必须是 {} 之一</translation>
    </message>
    <message>
        <source>is missing; must be a list</source>
        <translation>缺失；必须是列表</translation>
    </message>
    <message>
        <source>is {}; must be a list</source>
        <translation>为 {}；必须是列表</translation>
    </message>
    <message>
        <source>is {}, written by a newer version; this version reads schema {}</source>
        <translation>为 {}，由更新的版本写入；此版本读取的 schema 为 {}</translation>
    </message>
    <message>
        <source>must be {{&quot;preset&quot;: ID}}, {{&quot;file&quot;: PATH}} or {{&quot;config&quot;: {{...}}}}</source>
        <translation>必须是 {{&quot;preset&quot;: ID}}、{{&quot;file&quot;: PATH}} 或 {{&quot;config&quot;: {{...}}}}</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;; not a bundled preset: `snplan presets` lists them</source>
        <translation>为“{}”；不是内置预设：`snplan presets` 会列出它们</translation>
    </message>
    <message>
        <source>{} cannot be opened</source>
        <translation>无法打开 {}</translation>
    </message>
    <message>
        <source>has {} values; must have 1 to {}</source>
        <translation>有 {} 个值；必须有 1 到 {} 个</translation>
    </message>
    <message>
        <source>must have exactly one of &quot;step&quot; and &quot;factor&quot;</source>
        <translation>&quot;step&quot; 与 &quot;factor&quot; 必须且只能有一个</translation>
    </message>
    <message>
        <source>gives {} values; it must give 1 to {} (from &lt;= to, step &gt; 0, factor &gt; 1, and from &gt; 0 for a factor)</source>
        <translation>给出 {} 个值；必须给出 1 到 {} 个（from &lt;= to, step &gt; 0, factor &gt; 1, 使用 factor 时 from &gt; 0）</translation>
    </message>
    <message>
        <source>must be {{&quot;maximise&quot;: METRIC}} or {{&quot;minimise&quot;: METRIC}}</source>
        <translation>必须是 {{&quot;maximise&quot;: METRIC}} 或 {{&quot;minimise&quot;: METRIC}}</translation>
    </message>
    <message>
        <source>&apos;{}&apos; is not a metric; `snplan metrics` lists them</source>
        <translation>“{}”不是指标；`snplan metrics` 会列出它们</translation>
    </message>
    <message>
        <source>{} cannot be opened (give a criteria file, an inline set or &quot;default&quot;)</source>
        <translation>无法打开 {}（请给出准则文件、内联准则集或 &quot;default&quot;）</translation>
    </message>
    <message>
        <source>is empty; must list at least one axis</source>
        <translation>为空；必须至少列出一个轴</translation>
    </message>
    <message>
        <source>must have exactly one of &quot;values&quot;, &quot;range&quot; and &quot;rule&quot;</source>
        <translation>&quot;values&quot;、&quot;range&quot; 与 &quot;rule&quot; 必须且只能有一个</translation>
    </message>
    <message>
        <source>is empty; must be an expression</source>
        <translation>为空；必须是表达式</translation>
    </message>
    <message>
        <source>is empty; must list at least one {{&quot;maximise&quot;: METRIC}} or {{&quot;minimise&quot;: METRIC}}</source>
        <translation>为空；必须至少列出一个 {{&quot;maximise&quot;: METRIC}} 或 {{&quot;minimise&quot;: METRIC}}</translation>
    </message>
    <message>
        <source>is {}; must be 0 (no cap) or above accelerator.idle_W ({})</source>
        <translation>为 {}；必须为 0（无上限）或高于 accelerator.idle_W（{}）</translation>
    </message>
    <message>
        <source>offloading needs {} GB of host memory per node; the node has {} GB</source>
        <translation>卸载需要每个节点 {} GB 主机内存；该节点只有 {} GB</translation>
    </message>
    <message>
        <source>is {} ms; must be from 0 to 1,000 ms</source>
        <translation>为 {} ms；必须在 0 到 1,000 ms 之间</translation>
    </message>
    <message>
        <source>hosts {} ports (radix {}, {} tiers); must be &gt;= the {} ports the tier needs ({} endpoints × {} ports_per_endpoint): raise the radix to {} or the tiers to 3</source>
        <translation>可接入 {} 个端口（交换机端口数 {}，{} 层）；必须 &gt;= 该层所需的 {} 个端口（{} 个端点 × 每端点 {} 个端口）：请把交换机端口数提高到 {}，或把层数提高到 3</translation>
    </message>
    <message>
        <source>hosts {} ports (radix {}, {} tiers); must be &gt;= the {} ports the tier needs ({} endpoints × {} ports_per_endpoint): raise the radix to {}</source>
        <translation>可接入 {} 个端口（交换机端口数 {}，{} 层）；必须 &gt;= 该层所需的 {} 个端口（{} 个端点 × 每端点 {} 个端口）：请把交换机端口数提高到 {}</translation>
    </message>
    <message>
        <source>has tp·cp·pp·dp = {}·{}·{}·{} = {}; must equal the {} accelerators: set dp to {}</source>
        <translation>tp·cp·pp·dp = {}·{}·{}·{} = {}；须等于加速器数 {}：请把 dp 设为 {}</translation>
    </message>
    <message>
        <source>has tp·cp·pp·dp = {}·{}·{}·{} = {}; must equal the {} accelerators, which tp·cp·pp = {} does not divide: choose a split that does (Edit &gt; Best Parallelism finds the fastest)</source>
        <translation>tp·cp·pp·dp = {}·{}·{}·{} = {}；须等于加速器数 {}，而 tp·cp·pp = {} 不能整除它：请选择能整除的切分（“编辑 &gt; 最佳并行方式”可找出最快的一种）</translation>
    </message>
    <message>
        <source>is {}; must be 0 (as the load needs) or at least {} under {}</source>
        <translation>为 {0}；必须为 0（按负载所需）或在 {2} 冗余下至少为 {1}</translation>
    </message>
    <message>
        <source>is {} W; must be above 0 when the cabinets have power shelves</source>
        <translation>为 {} W；机柜装有电源框时必须大于 0</translation>
    </message>
    <message>
        <source>the utility feed carries {} at full power, {} of the {} its usable units deliver ({} of {} installed)</source>
        <translation>市电进线在满功率时承载 {0}，为其 {4} 路中 {3} 路可用线路所能提供的 {2} 的 {1}</translation>
    </message>
    <message>
        <source>a group of transformers carries {} at full power, {} of the {} its usable units deliver ({} of {} installed)</source>
        <translation>一组变压器在满功率时承载 {0}，为其 {4} 台中 {3} 台可用设备所能提供的 {2} 的 {1}</translation>
    </message>
    <message>
        <source>a switchboard carries {} at full power, {} of the {} its usable units deliver ({} of {} installed)</source>
        <translation>配电柜在满功率时承载 {0}，为其 {4} 台中 {3} 台可用设备所能提供的 {2} 的 {1}</translation>
    </message>
    <message>
        <source>a UPS group carries {} at full power, {} of the {} its usable modules deliver ({} of {} installed)</source>
        <translation>一组 UPS 在满功率时承载 {0}，为其 {4} 个模块中 {3} 个可用模块所能提供的 {2} 的 {1}</translation>
    </message>
    <message>
        <source>a group of floor PDUs or busways carries {} at full power, {} of the {} its usable units deliver ({} of {} installed)</source>
        <translation>一组 PDU 或母线槽在满功率时承载 {0}，为其 {4} 台中 {3} 台可用设备所能提供的 {2} 的 {1}</translation>
    </message>
    <message>
        <source>a cabinet draws {} at full power, {} of the {} its usable power shelves deliver ({} of {} installed)</source>
        <translation>一个机柜在满功率时取电 {0}，为其 {4} 个电源框中 {3} 个可用电源框所能提供的 {2} 的 {1}</translation>
    </message>
    <message>
        <source>a cabinet of {} loads its footprint with {}, {} of the floor&apos;s rating of {}</source>
        <translation>一个 {0} 的机柜使其占地面积承受 {1}，为地板承重 {3} 的 {2}</translation>
    </message>
    <message>
        <source>is {} K; the facility water would be supplied at {} °C, at or below freezing</source>
        <translation>为 {} K；设施冷却水供水温度将为 {} °C，处于或低于冰点</translation>
    </message>
    <message>
        <source>the CDUs of each cabinet carry {} at full power, {} of the {} their usable units move ({} of {} installed)</source>
        <translation>每个机柜的 CDU 在满功率时承载 {0}，为其可用设备所能转移的 {2} 的 {1}（已安装 {4} 台中 {3} 台可用）</translation>
    </message>
    <message>
        <source>the CDUs serving cabinets 1 to {} (and each group of {} after them) carry {} at full power, {} of the {} their usable units move ({} of {} installed)</source>
        <translation>服务第 1 至 {0} 号机柜（及其后每 {1} 个一组）的 CDU 在满功率时承载 {2}，为其可用设备所能转移的 {4} 的 {3}（已安装 {6} 台中 {5} 台可用）</translation>
    </message>
    <message>
        <source>is 0 FLOP/s; must be &gt; 0 because a workload in {} runs attention and elementwise ops in bf16</source>
        <translation>为 0 FLOP/s；必须大于 0，因为 {} 负载的注意力与逐元素运算以 bf16 执行</translation>
    </message>
    <message>
        <source>has {} rules; a set may have at most {}</source>
        <translation>有 {} 条规则；一个规则集最多只能有 {} 条</translation>
    </message>
    <message>
        <source>is {}; at {} jobs a second only {} arrive within {} s (ten years), the latest a trace may submit one: give at most that many, or a higher load or rate_per_s</source>
        <translation>为 {}；按每秒 {} 个作业的到达率，只有 {} 个作业能在 {} 秒（十年，即轨迹允许的最晚提交时间）内到达：请最多给出这么多作业，或提高 load 或 rate_per_s</translation>
    </message>
    <message>
        <source>make at least 10^{} designs ({} axes); a sweep may have at most 10^{}</source>
        <translation>产生至少 10^{} 个设计（{} 条轴）；一次扫描最多只能有 10^{} 个设计</translation>
    </message>
    <message>
        <source>has every per_accelerator_hour at 0; their sum must be &gt; 0, as no hardware runs without failures (an empty table takes Llama 3&apos;s rates)</source>
        <translation>每项 per_accelerator_hour 均为 0；其总和必须 &gt; 0，因为没有硬件从不发生故障（留空表格则采用 Llama 3 的故障率）</translation>
    </message>
    <message>
        <source>is {} h; must be 0 (never fails) or at least {} h</source>
        <translation>为 {} h；必须为 0（永不故障）或至少为 {} h</translation>
    </message>
    <message>
        <source>is {}; must be 0 (not given) or at least {}, where the wet-bulb formula holds</source>
        <translation>为 {}；必须为 0（未给出）或至少为 {}，即湿球温度公式的适用范围</translation>
    </message>
    <message>
        <source>the site&apos;s draw swings by {} (from {} to {}) once every {} as each training step starts and stops computing, beyond the {} the utility accepts; a power floor on the accelerators or energy storage in the power shelves narrows it</source>
        <translation>站点取电摆动 {}（从 {} 到 {}），每 {} 一次，随每个训练步开始和停止计算而起伏，超出市电允许的 {}；为加速器设功率下限或在电源框中储能可以收窄它</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;; must be a part a bill lists or &quot;building&quot;</source>
        <translation>为“{}”；必须是物料清单中的部件或 &quot;building&quot;</translation>
    </message>
    <message>
        <source>names &quot;{}&quot;; must name parts a bill lists</source>
        <translation>含“{}”；只能列出物料清单中的部件</translation>
    </message>
    <message>
        <source>is empty; every price must say where it comes from</source>
        <translation>为空；每个价格都必须注明来源</translation>
    </message>
    <message>
        <source>is &quot;{}&quot;; prices are kept in USD</source>
        <translation>为“{}”；价格以 USD 记录</translation>
    </message>
    <message>
        <source>is 0; must be more than 0</source>
        <translation>为 0；必须大于 0</translation>
    </message>
    <message>
        <source>is missing; give the yuan and euros a dollar buys</source>
        <translation>缺失；请给出 1 美元可兑换的人民币与欧元</translation>
    </message>
    <message>
        <source>is empty; every carbon footprint must say where it comes from</source>
        <translation>为空；每个碳足迹都必须注明来源</translation>
    </message>
    <message>
        <source>is {}; the coolant supply ({}) and the idle draw&apos;s rise ({}) already reach it: raise it, or cool the supply</source>
        <translation>为 {}；冷却液供液温度（{}）加空闲功耗的温升（{}）已达到该值：请调高该值，或降低供液温度</translation>
    </message>
    <message>
        <source>is &apos;{}&apos;; the one method is &quot;nsga2&quot;</source>
        <translation>为“{}”；唯一可用的方法是 &quot;nsga2&quot;</translation>
    </message>
    <message>
        <source>is {}; must be 0 (no limit) to 86400</source>
        <translation>为 {}；必须在 0（不限）到 86400 之间</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>N/A</source>
        <translation>无法判定</translation>
    </message>
    <message>
        <source>PASS, within the error band</source>
        <translation>通过（在误差带内）</translation>
    </message>
    <message>
        <source>FAIL, within the error band</source>
        <translation>未通过（在误差带内）</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
</context>
<context>
    <name>WhatIfText</name>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>不限功率</translation>
    </message>
    <message>
        <source>%1 of the priced parts</source>
        <translation>%1（仅计有价格的部件）</translation>
    </message>
    <message>
        <source>Taken along:
%1</source>
        <translation>随之调整：
%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plans AI supernode deployments.</source>
        <translation>规划 AI 超节点部署。</translation>
    </message>
    <message>
        <source>Write a PNG of the window and exit.</source>
        <translation>将窗口截图保存为 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Show the bundled preset ID.</source>
        <translation>显示内置预设 ID 对应的场景。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A project file (.snp) to open.</source>
        <translation>要打开的项目文件（.snp）。</translation>
    </message>
    <message>
        <source>Use the language CODE (en, zh_CN) instead of the system&apos;s.</source>
        <translation>使用指定语言代码（en、zh_CN）代替系统语言。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Look at the room from NAME: home, front, top, side or isometric.</source>
        <translation>从 NAME 视角查看机房：home、front、top、side 或 isometric。</translation>
    </message>
    <message>
        <source>Open the failure replay, simulate one run and show it DAY days in.</source>
        <translation>打开故障回放，模拟一次运行并显示第 DAY 天的状态。</translation>
    </message>
    <message>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Colour the room&apos;s cabinets by NAME: cooling, power, heat-to-liquid, heat-to-air, power-limit, cooling-limit, verdict, failures, power-feed or cdu.</source>
        <translation>按 NAME 为机房中的机柜着色：cooling、power、heat-to-liquid、heat-to-air、power-limit、cooling-limit、verdict、failures、power-feed 或 cdu。</translation>
    </message>
    <message>
        <source>Show the view NAME first: room, plant (its single-line diagram), floor-plan, rack-elevation, network, compare, charts, scheduling or serving.</source>
        <translation>启动时先显示 NAME 视图：room、plant（其单线图）、floor-plan、rack-elevation、network、compare、charts、scheduling 或 serving。</translation>
    </message>
    <message>
        <source>Bring the dock NAME in front: results, criteria, notes, selection or cost.</source>
        <translation>将停靠窗口 NAME 置前：results、criteria、notes、selection 或 cost。</translation>
    </message>
    <message>
        <source>With --view charts, show the chart NAME: scaling, step, power, pue, goodput, cost, tco or cost-sensitivity.</source>
        <translation>与 --view charts 一起使用时显示图表 NAME：scaling、step、power、pue、goodput、cost、tco 或 cost-sensitivity。</translation>
    </message>
</context>
<context>
    <name>snp::app::AboutReaction</name>
    <message>
        <source>About Supernode Planner</source>
        <translation>关于 Supernode Planner</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Supernode Planner %1&lt;/h3&gt;&lt;p&gt;Plans AI supernodes: accelerators, cabinets, scale-up and scale-out networks, cooling and reliability, with an analytic simulator that explains every figure.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and VTK. Licensed under the GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Supernode Planner %1&lt;/h3&gt;&lt;p&gt;规划 AI 超节点：加速卡、机柜、纵向扩展与横向扩展网络、散热及可靠性，并通过解析模拟器说明每一项指标的计算依据。&lt;/p&gt;&lt;p&gt;基于 Qt %2 与 VTK 构建。依据 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>snp::app::BestParallelismReaction</name>
    <message>
        <source>Best Parallelism</source>
        <translation>最佳并行方式</translation>
    </message>
    <message>
        <source>No split of the workload over these %L1 accelerators validates and fits their memory. Shard the state over the data-parallel ranks (workload.parallelism.sharding), use accelerators with more memory, or train a smaller model.</source>
        <translation>在这 %L1 张加速卡上，没有任何切分方式既能通过校验又能装入显存。请把训练状态分片到数据并行各卡（workload.parallelism.sharding）、选用显存更大的加速卡，或训练更小的模型。</translation>
    </message>
    <message>
        <source>tp %L1 · cp %L2 · pp %L3 · dp %L4 · ep %L5 · interleave %L6 · microbatch %L7</source>
        <translation>tp %L1 · cp %L2 · pp %L3 · dp %L4 · ep %L5 · 交错 %L6 · 微批 %L7</translation>
    </message>
    <message>
        <source>The parallelism is already the fastest that fits: %1</source>
        <translation>当前并行方式已是可装入显存的最快方案：%1</translation>
    </message>
    <message>
        <source>Best parallelism</source>
        <translation>最佳并行方式</translation>
    </message>
    <message>
        <source>Best parallelism: %1; step %2 (of %L3 designs that validate)</source>
        <translation>最佳并行方式：%1；单步 %2（共 %L3 个通过校验的方案）</translation>
    </message>
</context>
<context>
    <name>snp::app::EditFieldCommand</name>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Edit %1 and the fields that followed (%2)</source>
        <translation>编辑 %1 及随之调整的字段（%2 个）</translation>
    </message>
</context>
<context>
    <name>snp::app::ExportComparisonReaction</name>
    <message>
        <source>Export Comparison</source>
        <translation>导出对比表</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Table for people (*.csv)</source>
        <translation>供人阅读的表格 (*.csv)</translation>
    </message>
    <message>
        <source>For machines: one row per scenario (*.csv)</source>
        <translation>供程序读取：每个场景一行 (*.csv)</translation>
    </message>
    <message>
        <source>For machines: one row per scenario and figure (*.csv)</source>
        <translation>供程序读取：每个场景的每个指标一行 (*.csv)</translation>
    </message>
</context>
<context>
    <name>snp::app::ExportReportReaction</name>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
</context>
<context>
    <name>snp::app::HelpWindow</name>
    <message>
        <source>Supernode Planner Manual</source>
        <translation>Supernode Planner 手册</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>%1 — Supernode Planner Manual</source>
        <translation>%1 — Supernode Planner 手册</translation>
    </message>
</context>
<context>
    <name>snp::app::MainWindow</name>
    <message>
        <source>Cabinet %1 selected</source>
        <translation>已选中机柜 %1</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import Configuration…</source>
        <translation>导入配置(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export Configuration…</source>
        <translation>导出配置(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>重置视角(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Supernode Planner</source>
        <translation>关于 Supernode Planner(&amp;A)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>%1 accelerators · %2 · step %3 · PUE %4</source>
        <translation>%1 张加速卡 · %2 · 单步 %3 · PUE %4</translation>
    </message>
    <message>
        <source>Default project</source>
        <translation>默认项目</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Supernode Planner</source>
        <translation>%1[*] — %2 — Supernode Planner</translation>
    </message>
    <message>
        <source>Cabinets: %L1 · nodes: %L2 · accelerators: %L3</source>
        <translation>%L1 个机柜 · %L2 个节点 · %L3 张加速卡</translation>
    </message>
    <message>
        <source>Problems in the configuration: %1</source>
        <translation>配置中存在 %1 个问题</translation>
    </message>
    <message>
        <source>Save 3D View as &amp;Image…</source>
        <translation>将三维视图另存为图片(&amp;I)…</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>选型准则</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>选中项</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 副本</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>问题（%1）</translation>
    </message>
    <message>
        <source>Criteria: cannot judge</source>
        <translation>选型准则：无法判定</translation>
    </message>
    <message>
        <source>✔ Meets %1</source>
        <translation>✔ 满足 %1</translation>
    </message>
    <message>
        <source>✘ %1: must-rules failed: %2</source>
        <translation>✘ %1：未满足 %2 条必须满足项</translation>
    </message>
    <message>
        <source>✔ Meets every must-rule of %1</source>
        <translation>✔ 满足 %1 的全部必须满足项</translation>
    </message>
    <message>
        <source>✘ Fails: %1</source>
        <translation>✘ 未满足：%1</translation>
    </message>
    <message>
        <source>Network &amp;Tiers</source>
        <translation>网络层级(&amp;T)</translation>
    </message>
    <message>
        <source>Failure Replay</source>
        <translation>故障回放</translation>
    </message>
    <message>
        <source>&amp;Front View</source>
        <translation>正视图(&amp;F)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>Look at the fronts of the cabinets, a little from above</source>
        <translation>略从上方看机柜正面</translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation>俯视图(&amp;T)</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>俯视</translation>
    </message>
    <message>
        <source>Look straight down on the hall</source>
        <translation>垂直向下俯视机房</translation>
    </message>
    <message>
        <source>&amp;Side View</source>
        <translation>侧视图(&amp;S)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>侧面</translation>
    </message>
    <message>
        <source>Look along the rows, a little from above</source>
        <translation>略从上方沿机柜列方向看</translation>
    </message>
    <message>
        <source>&amp;Isometric View</source>
        <translation>等轴测视图(&amp;I)</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>等轴测</translation>
    </message>
    <message>
        <source>Look along the diagonal, from the front left and above</source>
        <translation>从左前上方沿对角线看</translation>
    </message>
    <message>
        <source>Reset Camera</source>
        <translation>重置视角</translation>
    </message>
    <message>
        <source>Back to the starting view of the whole scene</source>
        <translation>回到整个场景的初始视图</translation>
    </message>
    <message>
        <source>More than %L1 cabinets: drawn in blocks, each coloured by its worst cabinet; nodes, aisles and pipes left out</source>
        <translation>机柜超过 %L1 个：按机柜块绘制，每块按其中最差的机柜着色；不绘制节点、通道和管路</translation>
    </message>
    <message>
        <source>Not drawn: beyond the planner&apos;s bounds of %L1 accelerators, nodes or cabinets (see Problems)</source>
        <translation>未绘制：超出规划器上限 %L1 个加速卡、节点或机柜（见“问题”）</translation>
    </message>
    <message>
        <source>More than %L1 nodes and hot spares: cabinets drawn without their nodes</source>
        <translation>节点与热备节点超过 %L1 个：机柜绘制时不显示节点</translation>
    </message>
    <message>
        <source>Design-Space &amp;Sweep…</source>
        <translation>设计空间扫描(&amp;S)…</translation>
    </message>
    <message>
        <source>Sample: dl-training-2k.csv (2,000 jobs sized for 128 cards)</source>
        <translation>示例：dl-training-2k.csv（2,000 个作业，按 128 卡规模）</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>作业调度</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>打开时的状态</translation>
    </message>
    <message>
        <source>Export &amp;Comparison (Excel, CSV)…</source>
        <translation>导出对比(&amp;C)（Excel、CSV）…</translation>
    </message>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation>报告(&amp;R)（PDF）…</translation>
    </message>
    <message>
        <source>&amp;Best Parallelism</source>
        <translation>最佳并行方式(&amp;B)</translation>
    </message>
    <message>
        <source>The fastest tp, cp, pp, dp, ep, interleaving and microbatch that fit these accelerators</source>
        <translation>能装入这些加速卡的最快 tp、cp、pp、dp、ep、交错与微批组合</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>下一个标签页(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>上一个标签页(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>Changed with it: %1</source>
        <translation>随之更改：%1</translation>
    </message>
    <message>
        <source>Use &amp;Accelerator</source>
        <translation>使用加速卡(&amp;A)</translation>
    </message>
    <message>
        <source>Use &amp;Node Type</source>
        <translation>使用节点类型(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>手册(&amp;M)</translation>
    </message>
    <message>
        <source>Help on the Part in &amp;Focus</source>
        <translation>当前部分的帮助(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>基础设施</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>&amp;Price Book…</source>
        <translation>价格表(&amp;P)…</translation>
    </message>
    <message>
        <source>The prices the scenario is costed from, each with its source</source>
        <translation>场景计算成本所用的价格，每项均注明来源</translation>
    </message>
    <message>
        <source>What Would It &amp;Take?…</source>
        <translation>需要怎样改(&amp;T)？…</translation>
    </message>
    <message>
        <source>The smallest changes that make the scenario pass every must-rule of the criteria</source>
        <translation>使方案通过选型标准全部必需条款的最小改动</translation>
    </message>
</context>
<context>
    <name>snp::app::PriceBookDialog</name>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>第 %1 行，%2：%3</translation>
    </message>
    <message>
        <source>Price Book</source>
        <translation>价格表</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>价格（USD）</translation>
    </message>
    <message>
        <source>Includes</source>
        <translation>包含</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Use for every scenario of the project</source>
        <translation>用于项目中的所有场景</translation>
    </message>
    <message>
        <source>Prices in US dollars; a site in yuan or euros pays at these rates. A part is one a bill of materials lists (accelerator, node, cpu, nic, scale_out_switch_leaf, optical_transceiver, cabinet, ups, cdu, …) or &quot;building&quot;, priced per watt of IT power at full load; a make limits a price to one accelerator. A part with no price stays unpriced, never free.</source>
        <translation>价格以美元计；以人民币或欧元结算的站点按此汇率换算。部件须为物料清单中列出的部件（accelerator、node、cpu、nic、scale_out_switch_leaf、optical_transceiver、cabinet、ups、cdu 等）或 &quot;building&quot;（按满载 IT 功率每瓦计价）；型号将价格限定于某一种加速器。没有价格的部件保持为无价格，绝不视为免费。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Yuan per US dollar</source>
        <translation>每美元兑人民币</translation>
    </message>
    <message>
        <source>Euros per US dollar</source>
        <translation>每美元兑欧元</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Public Prices</source>
        <translation>公开价格</translation>
    </message>
    <message>
        <source>Show the prices bundled with the planner, each with its public source</source>
        <translation>显示规划器自带的价格，每项均附公开来源</translation>
    </message>
    <message>
        <source>Public prices</source>
        <translation>公开价格</translation>
    </message>
    <message>
        <source>The price book is not taken:</source>
        <translation>价格表未被采用：</translation>
    </message>
</context>
<context>
    <name>snp::app::PriceBookReaction</name>
    <message>
        <source>Costed from the price book &quot;%1&quot;</source>
        <translation>按价格表“%1”计算成本</translation>
    </message>
    <message>
        <source>Costed from the public prices</source>
        <translation>按公开价格计算成本</translation>
    </message>
</context>
<context>
    <name>snp::app::ProjectDocument</name>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Add scenario %1</source>
        <translation>添加场景 %1</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 副本</translation>
    </message>
    <message>
        <source>Rename scenario to %1</source>
        <translation>将场景重命名为 %1</translation>
    </message>
    <message>
        <source>Delete scenario %1</source>
        <translation>删除场景 %1</translation>
    </message>
    <message>
        <source>Move scenario %1</source>
        <translation>移动场景 %1</translation>
    </message>
    <message>
        <source>Add criteria set %1</source>
        <translation>添加准则集 %1</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>选型准则</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Change the compared scenarios</source>
        <translation>更改参与对比的场景</translation>
    </message>
    <message>
        <source>Edit the report&apos;s options</source>
        <translation>修改报告选项</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare without a baseline</source>
        <translation>不设对比基准</translation>
    </message>
    <message>
        <source>Compare against %1</source>
        <translation>以 %1 为对比基准</translation>
    </message>
    <message>
        <source>Change the price book</source>
        <translation>更改价格表</translation>
    </message>
</context>
<context>
    <name>snp::app::ProjectFiles</name>
    <message>
        <source>Supernode projects (*.snp)</source>
        <translation>超节点项目 (*.snp)</translation>
    </message>
    <message>
        <source>Configurations (*.json)</source>
        <translation>配置文件 (*.json)</translation>
    </message>
    <message>
        <source>%1 is open in another Supernode Planner (%2). If both save it, the later save replaces the other&apos;s work.</source>
        <translation>%1 已在另一个 Supernode Planner 中打开（%2）。如果两边都保存，后保存的会覆盖另一边的工作。</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>%1 has unsaved changes from a session that did not end normally. Recover them, discard them, or keep them for later?</source>
        <translation>%1 有一次未正常结束的会话留下的未保存更改。要恢复、丢弃，还是留待以后处理？</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Keep for later</source>
        <translation>留待以后</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Project open elsewhere</source>
        <translation>项目已在别处打开</translation>
    </message>
    <message>
        <source>%1 was not a readable autosave; it is kept as %2.</source>
        <translation>%1 不是可读的自动保存文件；已保留为 %2。</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Parts of the project were not understood</source>
        <translation>项目中有部分内容无法识别</translation>
    </message>
    <message>
        <source>These keys are unknown to this version and were ignored; the fields they meant keep their defaults:
%1</source>
        <translation>以下键不为此版本所知，已被忽略；它们所指的字段保持默认值：
%1</translation>
    </message>
    <message>
        <source>Autosave kept aside</source>
        <translation>自动保存文件已另存</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to the project?</source>
        <translation>是否保存对项目的更改？</translation>
    </message>
    <message>
        <source>Import Configuration</source>
        <translation>导入配置</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>导入时有警告</translation>
    </message>
    <message>
        <source>These entries of %1 were ignored:
%2</source>
        <translation>%1 中的以下条目已被忽略：
%2</translation>
    </message>
    <message>
        <source>Export Configuration</source>
        <translation>导出配置</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>It opens read-only here: Save asks for another file, and the other planner&apos;s unsaved changes are left alone.</source>
        <translation>它将在此以只读方式打开：保存时会要求选择另一个文件，另一个规划器中未保存的更改不受影响。</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>以只读方式打开</translation>
    </message>
    <message>
        <source>Unsaved changes of an earlier session are kept beside the project; no autosave is written over them until you save.</source>
        <translation>上一次会话未保存的更改保留在项目旁；在您保存之前，不会写入覆盖它们的自动保存。</translation>
    </message>
    <message>
        <source>Choose another file.</source>
        <translation>请选择另一个文件。</translation>
    </message>
    <message>
        <source>Opened read-only</source>
        <translation>已只读打开</translation>
    </message>
</context>
<context>
    <name>snp::app::RecentFiles</name>
    <message>
        <source>No recent projects</source>
        <translation>没有最近的项目</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>snp::app::ReportDialog</name>
    <message>
        <source>The day it is written</source>
        <translation>生成当天</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Supernode comparison</source>
        <translation>超节点方案对比</translation>
    </message>
    <message>
        <source>The heading of the title page and of every page; not the project&apos;s file name</source>
        <translation>封面和每页页眉的标题；不是项目文件名</translation>
    </message>
    <message>
        <source>Not said</source>
        <translation>不注明</translation>
    </message>
    <message>
        <source>Who the report is for: the title page says &quot;Prepared for&quot; them</source>
        <translation>报告的对象：封面写明“客户”</translation>
    </message>
    <message>
        <source>Who prepared the report</source>
        <translation>报告的编写人</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>客户(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>编写人(&amp;A)：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Logo:</source>
        <translation>标志：</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Executive summary and ranking</source>
        <translation>执行摘要与排名</translation>
    </message>
    <message>
        <source>Criteria matrix: every candidate against every rule</source>
        <translation>准则矩阵：每个候选方案对照每条准则</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Each candidate: configuration, key figures, verdicts, pictures</source>
        <translation>各候选方案：配置、关键指标、判定、图片</translation>
    </message>
    <message>
        <source>Appendix: formulas and assumptions</source>
        <translation>附录：公式与假设</translation>
    </message>
    <message>
        <source>The scenarios&apos; own notes (sources, doubts: for the team)</source>
        <translation>场景自带的备注（来源、疑点：供团队内部使用）</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>导出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>%1 is no image this program can read; choose a PNG, JPEG or SVG file.</source>
        <translation>%1 不是本程序可读取的图像；请选择 PNG、JPEG 或 SVG 文件。</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Each candidate&apos;s plant: single-line diagram, floor plan, rack elevation</source>
        <translation>各候选方案的基础设施：单线图、平面布置图、机柜立面图</translation>
    </message>
    <message>
        <source>Appendix: each candidate&apos;s bill of materials</source>
        <translation>附录：各候选方案的物料清单</translation>
    </message>
</context>
<context>
    <name>snp::app::SaveViewImageReaction</name>
    <message>
        <source>Save 3D View</source>
        <translation>保存三维视图</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Cannot save image</source>
        <translation>无法保存图片</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>snp::app::ScenarioPanel</name>
    <message>
        <source>cabinets: %L1 · accelerators: %L2</source>
        <translation>%L1 个机柜 · %L2 张加速卡</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>规模</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <source>From the current scenario</source>
        <translation>基于当前场景</translation>
    </message>
    <message>
        <source>From preset %1</source>
        <translation>基于预设 %1</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>对比所选场景</translation>
    </message>
    <message>
        <source>Compare exactly the selected scenarios (Ctrl- or Shift-click to select several); the check boxes add or leave out one at a time</source>
        <translation>只对比所选的场景（按住 Ctrl 或 Shift 单击可多选）；复选框可逐个加入或移出对比</translation>
    </message>
</context>
<context>
    <name>snp::app::SweepDialog</name>
    <message>
        <source>Maximise</source>
        <translation>最大化</translation>
    </message>
    <message>
        <source>Minimise</source>
        <translation>最小化</translation>
    </message>
    <message>
        <source>Keep tp · pp · cp · dp = accelerators and the batch per replica (dp and the global batch derived)</source>
        <translation>保持 tp · pp · cp · dp = 加速卡数，并保持每副本批量（dp 与全局批量由此推导）</translation>
    </message>
    <message>
        <source>Judge by &quot;%1&quot;</source>
        <translation>按“%1”评判</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>New Scenario from Design</source>
        <translation>由该设计新建场景</translation>
    </message>
    <message>
        <source>Design-Space Sweep</source>
        <translation>设计空间扫描</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Values: 1, 2, 4 · from:to:step · from:to*factor · 8x8x10</source>
        <translation>取值：1, 2, 4 · 起:止:步长 · 起:止*倍数 · 8x8x10</translation>
    </message>
    <message>
        <source>Add Axis</source>
        <translation>添加维度</translation>
    </message>
    <message>
        <source>Remove Axis</source>
        <translation>删除维度</translation>
    </message>
    <message>
        <source>Objective (x):</source>
        <translation>目标（横轴）：</translation>
    </message>
    <message>
        <source>Objective (y):</source>
        <translation>目标（纵轴）：</translation>
    </message>
    <message>
        <source>Cannot sweep: %1</source>
        <translation>无法扫描：%1</translation>
    </message>
    <message>
        <source>%L1 of %L2 designs · %L3 a second · %4 left</source>
        <translation>已完成 %L1 / %L2 个设计 · 每秒 %L3 个 · 剩余 %4</translation>
    </message>
    <message>
        <source>Done in %1: </source>
        <translation>用时 %1 完成：</translation>
    </message>
    <message>
        <source>Cancelled: </source>
        <translation>已取消：</translation>
    </message>
    <message>
        <source>Meets the criteria</source>
        <translation>满足准则</translation>
    </message>
    <message>
        <source>Fails a must-rule</source>
        <translation>未满足必选规则</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>%L1 designs shown of %L2 evaluated; the front whole</source>
        <translation>显示已评估 %L2 个中的 %L1 个设计；前沿完整显示</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Best meeting the criteria</source>
        <translation>满足准则的最佳设计</translation>
    </message>
    <message>
        <source>Meets the criteria, #%1</source>
        <translation>满足准则，第 %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Sweep design %L1</source>
        <translation>扫描设计 %L1</translation>
    </message>
    <message>
        <source>Reading the axes…</source>
        <translation>正在读取扫描维度…</translation>
    </message>
    <message>
        <source>%L1 evaluated, %L2 meet the criteria, %L3 beyond a hard limit (left out), %L4 invalid, %L5 pruned</source>
        <translation>已评估 %L1 个，%L2 个满足准则，%L3 个超出硬性限制（已剔除），%L4 个无效，%L5 个被约束剔除</translation>
    </message>
    <message>
        <source>%1: %L2</source>
        <translation>%1：%L2</translation>
    </message>
    <message>
        <source>Left out beyond a hard limit, by the limit: %1</source>
        <translation>因超出硬性限制而剔除，按限制分：%1</translation>
    </message>
    <message>
        <source>Search instead of evaluating every design (NSGA-II), at most this many designs:</source>
        <translation>以搜索代替逐一评估全部设计（NSGA-II），最多评估的设计数：</translation>
    </message>
    <message>
        <source>For spaces too large to enumerate: an evolutionary search that keeps the designs trading the two objectives best, deterministic for its seed</source>
        <translation>用于大到无法穷举的设计空间：一种进化搜索，保留在两个目标间权衡最好的设计，给定种子时结果确定</translation>
    </message>
</context>
<context>
    <name>snp::app::WhatIfDialog</name>
    <message>
        <source>%1 is %2 (%3 %4)</source>
        <translation>%1 为 %2（要求 %3 %4）</translation>
    </message>
    <message>
        <source>The scenario passes every must-rule of &quot;%1&quot;: nothing to fix.</source>
        <translation>方案已通过“%1”的全部必需条款，无需修改。</translation>
    </message>
    <message>
        <source>Fails: %1</source>
        <translation>未通过：%1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>New Scenario from Fix, Compared</source>
        <translation>以此修改新建方案并对比</translation>
    </message>
    <message>
        <source>What Would It Take?</source>
        <translation>需要怎样改？</translation>
    </message>
    <message>
        <source>Field it may change</source>
        <translation>可调整的字段</translation>
    </message>
    <message>
        <source>Values: 1,2,4 · from..to:step · from..to*factor</source>
        <translation>取值：1,2,4 · 起..止:步长 · 起..止*倍数</translation>
    </message>
    <message>
        <source>Smallest change first</source>
        <translation>改动最小者优先</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>成本最低者优先</translation>
    </message>
    <message>
        <source>Fields changed at once:</source>
        <translation>同时调整的字段数：</translation>
    </message>
    <message>
        <source>Rank fixes:</source>
        <translation>修改方案排序：</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>Figures that failed</source>
        <translation>未通过的指标</translation>
    </message>
    <message>
        <source>Annual cost</source>
        <translation>年成本</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Tick at least one field the search may change.</source>
        <translation>请至少勾选一个可供搜索调整的字段。</translation>
    </message>
    <message>
        <source>Searching %L1 designs…</source>
        <translation>正在搜索 %L1 个设计…</translation>
    </message>
    <message>
        <source>The scenario does not validate: %1</source>
        <translation>方案未通过校验：%1</translation>
    </message>
    <message>
        <source>The scenario passes every must-rule: nothing to fix.</source>
        <translation>方案已通过全部必需条款，无需修改。</translation>
    </message>
    <message>
        <source>%L1 fixes from %L2 designs evaluated of %L3 (%L4 refused by validation or a hard limit)%5</source>
        <translation>在 %L3 个设计中评估了 %L2 个，得到 %L1 个修改方案（%L4 个未通过校验或超出硬性限制）%5</translation>
    </message>
    <message>
        <source>; cancelled before the end</source>
        <translation>；搜索未完成即被取消</translation>
    </message>
    <message>
        <source>%1, fixed: %2</source>
        <translation>%1（修改：%2）</translation>
    </message>
    <message>
        <source>%1 cannot move while the scenario fails a must-rule: search for a fix first.</source>
        <translation>方案尚未通过必需条款，%1 无从调整：请先搜索修改方案。</translation>
    </message>
    <message>
        <source>%1 passes from %2 to %3</source>
        <translation>%1 在 %2 到 %3 之间均能通过</translation>
    </message>
    <message>
        <source>; at %1 it fails: %2</source>
        <translation>；取 %1 时不通过：%2</translation>
    </message>
    <message>
        <source>How Far Can It Go?</source>
        <translation>能调整到多远？</translation>
    </message>
    <message>
        <source>For the selected field: the furthest values each way at which the scenario still passes every must-rule</source>
        <translation>对所选字段：向两个方向调整时，方案仍通过全部必需条款的最远取值</translation>
    </message>
    <message>
        <source>Select the field to move first.</source>
        <translation>请先选择要调整的字段。</translation>
    </message>
    <message>
        <source>Moving %1 each way…</source>
        <translation>正在向两个方向调整 %1…</translation>
    </message>
</context>
<context>
    <name>snp::app::WhatIfReaction</name>
    <message>
        <source>Added scenario %1 beside %2 in the comparison</source>
        <translation>已添加方案 %1，与 %2 并列对比</translation>
    </message>
</context>
<context>
    <name>snp::views</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not a regular file; the planner reads regular files of at most %2 MiB.</source>
        <translation>%1 不是普通文件；规划器只读取不超过 %2 MiB 的普通文件。</translation>
    </message>
    <message>
        <source>%1 is %2 MiB, over the %3 MiB the planner reads from one file.</source>
        <translation>%1 有 %2 MiB，超过规划器单个文件可读取的 %3 MiB。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 grew past %2 MiB while it was read, over what the planner reads from one file.</source>
        <translation>%1 在读取过程中增长到超过 %2 MiB，超出规划器单个文件可读取的上限。</translation>
    </message>
    <message>
        <source>CDU group</source>
        <translation>CDU 组</translation>
    </message>
    <message>
        <source>busway group</source>
        <translation>母线槽组</translation>
    </message>
    <message>
        <source>floor PDU group</source>
        <translation>列头 PDU 组</translation>
    </message>
    <message>
        <source>Row %1 · %2 cabinets</source>
        <translation>%1 列 · %2 个机柜</translation>
    </message>
    <message>
        <source>Rows %1–%2 · %3 cabinets</source>
        <translation>%1–%2 列 · %3 个机柜</translation>
    </message>
    <message>
        <source>Cold aisle %1</source>
        <translation>冷通道 %1</translation>
    </message>
    <message>
        <source>Hot aisle %1</source>
        <translation>热通道 %1</translation>
    </message>
    <message>
        <source>Rows drawn as bands: the cabinets and their groups are not shown</source>
        <translation>各列画作条带：不显示机柜及其分组</translation>
    </message>
    <message>
        <source>No CDU or power distribution groups described: every cabinet alike</source>
        <translation>未描述 CDU 组或配电组：所有机柜同色显示</translation>
    </message>
    <message>
        <source>Colour: the %1 a cabinet is on, one for each cabinet, %2 groups</source>
        <translation>颜色：机柜所属的 %1，每个机柜一组，共 %2 组</translation>
    </message>
    <message>
        <source>Colour: the %1 a cabinet is on, %2 cabinets to a group, %3 groups</source>
        <translation>颜色：机柜所属的 %1，每组 %2 个机柜，共 %3 组</translation>
    </message>
    <message>
        <source>Group %1: %2</source>
        <translation>第 %1 组：%2</translation>
    </message>
    <message>
        <source>Group %1: %2 to %3</source>
        <translation>第 %1 组：%2 至 %3</translation>
    </message>
    <message>
        <source>and %1 more, the colours repeating</source>
        <translation>另有 %1 组，颜色循环使用</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>另有 %1 组</translation>
    </message>
    <message>
        <source>Floor load unknown: no cabinet or node mass given</source>
        <translation>地面荷载未知：未给出机柜或节点质量</translation>
    </message>
    <message>
        <source>Floor load %1 exceeds the %2 rating</source>
        <translation>地面荷载 %1，超过额定荷载 %2</translation>
    </message>
    <message>
        <source>Floor load %1, %2 of the %3 rating</source>
        <translation>地面荷载 %1，为额定荷载 %3 的 %2</translation>
    </message>
    <message>
        <source>Floor load %1; no floor rating set</source>
        <translation>地面荷载 %1；未设置地面额定荷载</translation>
    </message>
    <message>
        <source>Data hall from above: %1 cabinets in %2 rows</source>
        <translation>数据机房俯视图：%1 个机柜，分 %2 列</translation>
    </message>
    <message>
        <source>%1 × %2, floor area %3</source>
        <translation>%1 × %2，面积 %3</translation>
    </message>
    <message>
        <source>No hall to draw: the counts of cabinets and rows are out of bounds</source>
        <translation>无法绘制机房：机柜数或列数超出范围</translation>
    </message>
    <message>
        <source>%1 rows: drawn in bands of %2 rows, without their aisles</source>
        <translation>共 %1 列：每 %2 列画作一个条带，不绘制通道</translation>
    </message>
    <message>
        <source>More than %1 cabinets: each row drawn as one band</source>
        <translation>机柜超过 %1 个：每列画作一个条带</translation>
    </message>
    <message>
        <source>Node %1 · %2 accelerators</source>
        <translation>节点 %1 · %2 张加速卡</translation>
    </message>
    <message>
        <source>Switch tray %1 · %2 switch chips</source>
        <translation>交换机托盘 %1 · %2 颗交换芯片</translation>
    </message>
    <message>
        <source>Power shelf %1 · %2</source>
        <translation>电源框 %1 · %2</translation>
    </message>
    <message>
        <source>Power shelf %1</source>
        <translation>电源框 %1</translation>
    </message>
    <message>
        <source>Nodes %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>Switch trays %1</source>
        <translation>交换机托盘 %1</translation>
    </message>
    <message>
        <source>Power shelves %1</source>
        <translation>电源框 %1</translation>
    </message>
    <message>
        <source>Node: %1 U, %2 accelerators</source>
        <translation>节点：%1 U，%2 张加速卡</translation>
    </message>
    <message>
        <source>Switch tray: 1 U, %1 scale-up switch chips</source>
        <translation>交换机托盘：1 U，%1 颗纵向扩展交换芯片</translation>
    </message>
    <message>
        <source>Power shelf: %1 U</source>
        <translation>电源框：%1 U</translation>
    </message>
    <message>
        <source>Empty U</source>
        <translation>空 U</translation>
    </message>
    <message>
        <source>%1 nodes per cabinet (%2 accelerators)</source>
        <translation>每机柜 %1 个节点（%2 张加速卡）</translation>
    </message>
    <message>
        <source>%1 switch trays</source>
        <translation>%1 个交换机托盘</translation>
    </message>
    <message>
        <source>%1 power shelves</source>
        <translation>%1 个电源框</translation>
    </message>
    <message>
        <source>%1 U empty</source>
        <translation>空 %1 U</translation>
    </message>
    <message>
        <source>One cabinet from the front: %1 U in %2</source>
        <translation>单个机柜正视图：高 %2，共 %1 U</translation>
    </message>
    <message>
        <source>Cabinet mass %1 with its nodes and coolant</source>
        <translation>机柜质量 %1（含节点与冷却液）</translation>
    </message>
    <message>
        <source>Cabinet mass unknown</source>
        <translation>机柜质量未知</translation>
    </message>
    <message>
        <source>The contents need %1 U, more than the %2 U a cabinet %3 high holds</source>
        <translation>所装设备需要 %1 U，超过 %3 高机柜可容纳的 %2 U</translation>
    </message>
    <message>
        <source>Assumed where the model does not say:</source>
        <translation>模型未指明时采用以下假设：</translation>
    </message>
    <message>
        <source>· the cabinet&apos;s frame takes 100 mm of its height, the rest holds U of 44.45 mm</source>
        <translation>· 机柜框架占用 100 mm 高度，其余高度按每 U 44.45 mm 划分</translation>
    </message>
    <message>
        <source>· nodes as tall as the free U allow</source>
        <translation>· 节点高度取剩余 U 数所允许的最大值</translation>
    </message>
    <message>
        <source>· a node 1 U tall per accelerator when air-cooled, per 4 when liquid-cooled</source>
        <translation>· 风冷时每张加速卡对应 1 U 节点高度，液冷时每 4 张对应 1 U</translation>
    </message>
    <message>
        <source>· the nodes stacked from the bottom</source>
        <translation>· 节点自下而上排列</translation>
    </message>
    <message>
        <source>· the power shelves 1 U each, split between the top and the bottom</source>
        <translation>· 电源框每个 1 U，分置于顶部和底部</translation>
    </message>
    <message>
        <source>· the switch trays 1 U each with %1 switch chips, between the lower and upper half of the nodes</source>
        <translation>· 交换机托盘每个 1 U，各含 %1 颗交换芯片，位于下半部与上半部节点之间</translation>
    </message>
</context>
<context>
    <name>snp::views::ComparisonModel</name>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Meets every must-rule</source>
        <translation>满足全部必须满足项</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no (failed: %1)</source>
        <translation>否（未满足 %1 条）</translation>
    </message>
    <message>
        <source>Candidates passing every must-rule come first, then the higher weighted score, then the wider margins.</source>
        <translation>满足全部必须满足项的候选方案排在前面，其次按加权得分从高到低，再按裕量从大到小排序。</translation>
    </message>
    <message>
        <source>Weight of the rules passed, as a share of the weight of all rules.</source>
        <translation>已通过规则的权重之和占全部规则权重之和的比例。</translation>
    </message>
    <message>
        <source>Passes every must-rule.</source>
        <translation>满足全部必须满足项。</translation>
    </message>
    <message>
        <source>Must-rules failed: %1. Out, whatever its score.</source>
        <translation>未满足 %1 条必须满足项。无论得分多少均被淘汰。</translation>
    </message>
    <message>
        <source>must</source>
        <translation>必须满足</translation>
    </message>
    <message>
        <source>wish, weight %1</source>
        <translation>期望满足，权重 %1</translation>
    </message>
    <message>
        <source>Cannot be evaluated for this configuration.</source>
        <translation>该配置无法评估此项。</translation>
    </message>
    <message>
        <source>Value: %1&lt;br&gt;Required: %2&lt;br&gt;Margin: %3&lt;br&gt;&lt;b&gt;%4&lt;/b&gt;</source>
        <translation>数值：%1&lt;br&gt;要求：%2&lt;br&gt;裕量：%3&lt;br&gt;&lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Best of the candidates.</source>
        <translation>候选方案中最优。</translation>
    </message>
    <message>
        <source>Rank %1 of %2</source>
        <translation>排名第 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>得分 %1</translation>
    </message>
    <message>
        <source>Passes every must-rule</source>
        <translation>满足全部必须满足项</translation>
    </message>
    <message>
        <source>Must-rules failed: %1</source>
        <translation>未满足 %1 条必须满足项</translation>
    </message>
    <message>
        <source>Double-click to open this scenario.</source>
        <translation>双击打开此场景。</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>The baseline: the other columns say their differences to it.</source>
        <translation>基准：其他各列给出与它的差异。</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1 个百分点</translation>
    </message>
</context>
<context>
    <name>snp::views::ComparisonView</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Scenarios…</source>
        <translation>场景…</translation>
    </message>
    <message>
        <source>Which scenarios and presets to compare</source>
        <translation>选择要对比的场景和预设</translation>
    </message>
    <message>
        <source>Filter rows…</source>
        <translation>筛选行…</translation>
    </message>
    <message>
        <source>Shows the rows whose name or metric path contains this text</source>
        <translation>仅显示名称或指标路径包含此文本的行</translation>
    </message>
    <message>
        <source>Rows…</source>
        <translation>行…</translation>
    </message>
    <message>
        <source>Which metrics the table shows</source>
        <translation>选择表格中显示的指标</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>排序依据</translation>
    </message>
    <message>
        <source>Puts the scenarios in the order of this row, best first</source>
        <translation>按此行对场景排序，最优者在前</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Copies the selected cells, or the whole table, as tab-separated text</source>
        <translation>将选中的单元格（未选中时为整个表格）复制为制表符分隔的文本</translation>
    </message>
    <message>
        <source>Double-click a scenario to open it</source>
        <translation>双击场景即可打开</translation>
    </message>
    <message>
        <source>Show all rows</source>
        <translation>显示所有行</translation>
    </message>
    <message>
        <source>Criterion: %1</source>
        <translation>准则：%1</translation>
    </message>
    <message>
        <source>Differences only</source>
        <translation>只看差异</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Pins this scenario&apos;s column first; the others say their differences to it</source>
        <translation>把此场景的列固定在最前；其他各列给出与它的差异</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Hides the rows where every scenario has the same value</source>
        <translation>隐藏所有场景取值都相同的行</translation>
    </message>
</context>
<context>
    <name>snp::views::ConfigEditor</name>
    <message>
        <source>Find a field…</source>
        <translation>查找参数…</translation>
    </message>
    <message>
        <source>Network tiers</source>
        <translation>网络层级</translation>
    </message>
</context>
<context>
    <name>snp::views::ConfigItemModel</name>
    <message>
        <source>wrap</source>
        <translation>回绕</translation>
    </message>
    <message>
        <source>open</source>
        <translation>开放</translation>
    </message>
    <message>
        <source>Llama 3 defaults</source>
        <translation>Llama 3 默认值</translation>
    </message>
    <message>
        <source>Used only when %1 is %2.</source>
        <translation>仅当“%1”为“%2”时使用。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>“%1” is not a list of whole numbers such as 8 × 8 × 16</source>
        <translation>“%1”不是形如 8 × 8 × 16 的整数列表</translation>
    </message>
    <message>
        <source>“%1” is not a list such as “wrap, wrap, open”</source>
        <translation>“%1”不是形如“回绕, 回绕, 开放”的列表</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Calculon default: %1</source>
        <translation>Calculon 默认：%1</translation>
    </message>
    <message>
        <source>In project files and on the command line: %1</source>
        <translation>项目文件与命令行中的名称：%1</translation>
    </message>
    <message>
        <source> · %1 % relative humidity</source>
        <translation> · 相对湿度 %1 %</translation>
    </message>
</context>
<context>
    <name>snp::views::CostPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <source>Building: shell, power and cooling plant</source>
        <translation>建筑：主体、供电与制冷设施</translation>
    </message>
    <message>
        <source>%1 %2 per W</source>
        <translation>每 W %1 %2</translation>
    </message>
    <message>
        <source>Capital cost %1, from public prices in %2.</source>
        <translation>资本成本 %1，按公开价格以 %2 计。</translation>
    </message>
    <message>
        <source>Hover a row for where its price comes from.</source>
        <translation>将鼠标悬停在某行上可查看其价格来源。</translation>
    </message>
    <message>
        <source>No costs: the configuration has problems (see Problems).</source>
        <translation>无成本：配置存在问题（见“问题”）。</translation>
    </message>
    <message>
        <source>Kinds of part without a public price, left out of it: %1. The capital cost is at least this. Hover a row for where its price comes from.</source>
        <translation>没有公开价格、未计入的部件种类：%1。资本成本至少为此值。将鼠标悬停在某行上可查看其价格来源。</translation>
    </message>
    <message>
        <source>Capital cost %1, from the price book &quot;%2&quot; in %3.</source>
        <translation>资本成本 %1，按价格表“%2”以 %3 计。</translation>
    </message>
</context>
<context>
    <name>snp::views::CriteriaPanel</name>
    <message>
        <source>between</source>
        <translation>介于</translation>
    </message>
    <message>
        <source>Colour the room by criteria</source>
        <translation>按选型准则为机房着色</translation>
    </message>
    <message>
        <source>Must</source>
        <translation>必须满足</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Upper</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定结果</translation>
    </message>
    <message>
        <source>Copy set</source>
        <translation>复制准则集</translation>
    </message>
    <message>
        <source>A new criteria set starting from this one</source>
        <translation>以当前准则集为基础新建准则集</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>添加规则</translation>
    </message>
    <message>
        <source>Remove rule</source>
        <translation>删除规则</translation>
    </message>
    <message>
        <source>Criteria set:</source>
        <translation>选型准则集：</translation>
    </message>
    <message>
        <source>The scenario cannot be evaluated, so it cannot be judged.</source>
        <translation>该场景无法评估，因此无法判定。</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2 %3 %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;：%2 %3 %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Margin: %1 %&lt;/p&gt;</source>
        <translation>&lt;p&gt;裕量：%1 %&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Meets every must-rule · score %1 %</source>
        <translation>满足全部必须满足项 · 得分 %1 %</translation>
    </message>
    <message>
        <source>Must-rules failed: %1 · score %2 %</source>
        <translation>未满足 %1 条必须满足项 · 得分 %2 %</translation>
    </message>
    <message>
        <source>Edit rule %1</source>
        <translation>编辑规则 %1</translation>
    </message>
    <message>
        <source>Token throughput</source>
        <translation>Token 吞吐量</translation>
    </message>
    <message>
        <source>Remove rule %1</source>
        <translation>删除规则 %1</translation>
    </message>
    <message>
        <source>Rename set…</source>
        <translation>重命名准则集…</translation>
    </message>
    <message>
        <source>Rename criteria set</source>
        <translation>重命名准则集</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Rename criteria set to %1</source>
        <translation>将准则集重命名为 %1</translation>
    </message>
    <message>
        <source>Started from “%1”.</source>
        <translation>基于“%1”修改。</translation>
    </message>
    <message>
        <source>What would it take?</source>
        <translation>需要怎样改？</translation>
    </message>
    <message>
        <source>The smallest changes that make the scenario pass every must-rule</source>
        <translation>使方案通过全部必需条款的最小改动</translation>
    </message>
</context>
<context>
    <name>snp::views::FigureTable</name>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>snp::views::PlantPanel</name>
    <message>
        <source>Single-line diagram</source>
        <translation>单线图</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>平面布置图</translation>
    </message>
    <message>
        <source>Rack elevation</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Show the whole drawing again after zooming (the wheel zooms, a drag pans).</source>
        <translation>缩放后重新显示整张图纸（滚轮缩放，拖动平移）。</translation>
    </message>
    <message>
        <source>The configuration has problems (see Problems): there is nothing to draw.</source>
        <translation>配置存在问题（见“问题”）：没有可绘制的内容。</translation>
    </message>
</context>
<context>
    <name>snp::views::PlantPart</name>
    <message>
        <source>Rack power shelves</source>
        <translation>机柜电源框</translation>
    </message>
    <message>
        <source>Busways</source>
        <translation>母线槽</translation>
    </message>
    <message>
        <source>Floor PDUs</source>
        <translation>列头 PDU</translation>
    </message>
    <message>
        <source>UPS</source>
        <translation>UPS</translation>
    </message>
    <message>
        <source>Switchboard</source>
        <translation>配电柜</translation>
    </message>
    <message>
        <source>Transformer</source>
        <translation>变压器</translation>
    </message>
    <message>
        <source>Utility feed</source>
        <translation>市电进线</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>CDU</translation>
    </message>
</context>
<context>
    <name>snp::views::ProblemsPanel</name>
    <message>
        <source>Click to select %1 in the configuration</source>
        <translation>点击以在配置中选中 %1</translation>
    </message>
    <message>
        <source>No problems: the configuration can be evaluated.</source>
        <translation>没有问题：该配置可以评估。</translation>
    </message>
    <message>
        <source>Warnings: %1. The design exceeds a limit.</source>
        <translation>警告：%1 条。设计超出了某项限值。</translation>
    </message>
    <message>
        <source>Problems that stop the evaluation: %1. Fix them to see results.</source>
        <translation>阻止评估的问题：%1 个。请修正后查看结果。</translation>
    </message>
    <message>
        <source>Find the Best Parallelism</source>
        <translation>查找最佳并行方式</translation>
    </message>
    <message>
        <source>The fastest tp, cp, pp, dp, ep, interleaving and microbatch that fit these accelerators (Edit &gt; Best Parallelism)</source>
        <translation>能装入这些加速卡的最快 tp、cp、pp、dp、ep、交错与微批组合（编辑 &gt; 最佳并行方式）</translation>
    </message>
</context>
<context>
    <name>snp::views::ReplayPanel</name>
    <message>
        <source>Simulate a run</source>
        <translation>模拟一次运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>种子 </translation>
    </message>
    <message>
        <source>Another seed draws other failure times</source>
        <translation>换一个种子会抽取另一组故障时间</translation>
    </message>
    <message>
        <source>1 h/s</source>
        <translation>1 小时/秒</translation>
    </message>
    <message>
        <source>6 h/s</source>
        <translation>6 小时/秒</translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation>1 天/秒</translation>
    </message>
    <message>
        <source>1 week/s</source>
        <translation>1 周/秒</translation>
    </message>
    <message>
        <source>Simulate a run to replay its failures in the room.</source>
        <translation>模拟一次运行，即可在机房中回放其故障。</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Day %1 of %2 · %3 · failures %L4 · work lost %5 · goodput so far %6</source>
        <translation>第 %1 天 / 共 %2 天 · %3 · 故障 %L4 次 · 损失工作 %5 · 累计有效产出率 %6</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Restarting from the last checkpoint</source>
        <translation>正在从上一个检查点重启</translation>
    </message>
    <message>
        <source>Waiting for a repaired node (no spare ready)</source>
        <translation>等待修复的节点（无可用备用节点）</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>This run needs more than %L1 failures and checkpoints to simulate; the Results dock&apos;s goodput answers it analytically.</source>
        <translation>此次运行需要模拟超过 %L1 次故障与检查点；请参阅“结果”面板中按解析模型计算的有效产出率。</translation>
    </message>
    <message>
        <source>Stopped by the plant</source>
        <translation>因基础设施停机而暂停</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>cabinets</comment>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>%1, group %L2 of %L3 (cabinets %4)</source>
        <translation>%1 第 %L2 组（共 %L3 组，机柜 %4）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source> · plant outages %L1</source>
        <translation> · 基础设施停机 %L1 次</translation>
    </message>
    <message>
        <source>Down: %1</source>
        <translation>停机：%1</translation>
    </message>
</context>
<context>
    <name>snp::views::ResultsPanel</name>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Cannot evaluate. Problems: %1</source>
        <translation>无法评估：存在 %1 个问题</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error band: %1 (%2)</source>
        <translation>误差带：%1（%2）</translation>
    </message>
    <message>
        <source>Error band</source>
        <translation>误差带</translation>
    </message>
</context>
<context>
    <name>snp::views::RoomPanel</name>
    <message>
        <source>Colour by:</source>
        <translation>着色依据：</translation>
    </message>
    <message>
        <source>What the cabinets and their nodes are coloured by; the legend on the right of the room gives the scale.</source>
        <translation>机柜及其节点的着色依据；机房右侧的图例给出刻度。</translation>
    </message>
</context>
<context>
    <name>snp::views::SchedulingPanel</name>
    <message>
        <source>First fit</source>
        <translation>首次适配</translation>
    </message>
    <message>
        <source>Each job takes the lowest-numbered free cards, wherever they are.</source>
        <translation>每个作业占用编号最小的空闲加速卡，无论其位置。</translation>
    </message>
    <message>
        <source>Best fit</source>
        <translation>最佳适配</translation>
    </message>
    <message>
        <source>Each job goes to the fullest scale-up domain that still holds it, else first fit: large holes stay free for large jobs.</source>
        <translation>每个作业放入仍能容纳它的最满的纵向扩展域，否则按首次适配：为大作业保留大块空闲。</translation>
    </message>
    <message>
        <source>Most allocated (pack)</source>
        <translation>最多分配（紧凑）</translation>
    </message>
    <message>
        <source>Node by node, the node that is fullest after taking its share of the job, scored on cards and host memory as Kubernetes&apos; MostAllocated does.</source>
        <translation>逐个节点选择：分得该作业的一部分后最满的节点，按加速卡和主机内存评分，与 Kubernetes 的 MostAllocated 相同。</translation>
    </message>
    <message>
        <source>Least allocated (spread)</source>
        <translation>最少分配（分散）</translation>
    </message>
    <message>
        <source>Node by node, the emptiest node after taking its share of the job, scored as Kubernetes&apos; LeastAllocated does: load spread evenly.</source>
        <translation>逐个节点选择：分得该作业的一部分后最空的节点，与 Kubernetes 的 LeastAllocated 评分相同：负载均匀分散。</translation>
    </message>
    <message>
        <source>Topology (sub-cuboids)</source>
        <translation>拓扑感知（子长方体）</translation>
    </message>
    <message>
        <source>Every job on a contiguous sub-cuboid of one torus domain, as TPU slices are; a job waits until one is free.</source>
        <translation>每个作业占用一个环面域中连续的子长方体，与 TPU 切片相同；没有空闲的子长方体时作业等待。</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>按作业画像</translation>
    </message>
    <message>
        <source>By each job&apos;s FLOPs per byte: a communication-bound job gets a contiguous slice when a scattered one would slow it by more than 5 %; the others first fit.</source>
        <translation>按每个作业的每字节 FLOPs：若分散放置会使通信受限的作业变慢 5 % 以上，则为其分配连续切片；其余作业按首次适配。</translation>
    </message>
    <message>
        <source>Open Trace CSV…</source>
        <translation>打开轨迹 CSV…</translation>
    </message>
    <message>
        <source>Node failures</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Synthetic trace</source>
        <translation>合成轨迹</translation>
    </message>
    <message>
        <source>Where the jobs come from: drawn from the spec beside, or a trace file</source>
        <translation>作业来源：按旁边的规格生成，或来自轨迹文件</translation>
    </message>
    <message>
        <source>key=value, comma-separated: jobs, load or rate_per_s, seed, sizes, median_s, sigma, tenants, priorities, shapes, profiles (docs/trace-format.md). Cards default to the scenario&apos;s accelerators.</source>
        <translation>key=value，逗号分隔：jobs、load 或 rate_per_s、seed、sizes、median_s、sigma、tenants、priorities、shapes、profiles（见 docs/trace-format.md）。卡数默认为该方案的加速卡数。</translation>
    </message>
    <message>
        <source>Where the scheduler places each job&apos;s cards; hover a choice for what it does</source>
        <translation>调度器放置每个作业加速卡的方式；将鼠标悬停在选项上可查看说明</translation>
    </message>
    <message>
        <source>Seeds the node failures; the synthetic trace has its own seed= key</source>
        <translation>节点故障的随机种子；合成轨迹有自己的 seed= 键</translation>
    </message>
    <message>
        <source>Nodes fail at the reliability model&apos;s rates and are repaired; hot spares stand in while there are any</source>
        <translation>节点按可靠性模型的故障率发生故障并被修复；有热备节点时由其顶替</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>轨迹：</translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation>策略：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation>打开轨迹</translation>
    </message>
    <message>
        <source>Job traces (*.csv)</source>
        <translation>作业轨迹 (*.csv)</translation>
    </message>
    <message>
        <source>Reading the trace…</source>
        <translation>正在读取轨迹…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>%L1 of %L2 jobs finished · %L3 a second · %4 left</source>
        <translation>已完成 %L1 / %L2 个作业 · 每秒 %L3 个 · 剩余 %4</translation>
    </message>
    <message>
        <source>… and %L1 more</source>
        <translation>… 另有 %L1 条</translation>
    </message>
    <message>
        <source>This trace cannot run:</source>
        <translation>该轨迹无法运行：</translation>
    </message>
    <message numerus="yes">
        <source>Refused: %n problem(s)</source>
        <translation>
            <numerusform>已拒绝：%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the scenario changed.</source>
        <translation>已停止：方案已更改。</translation>
    </message>
    <message>
        <source>Cancelled before the simulation started.</source>
        <translation>在仿真开始前已取消。</translation>
    </message>
    <message>
        <source>Stopped after %L1 events, the most a run may take, with %2 of the jobs finished: the replay, charts and figures show the part simulated</source>
        <translation>已在 %L1 个事件后停止（单次运行的上限），已完成 %2 的作业：回放、图表和指标显示已仿真的部分</translation>
    </message>
    <message>
        <source>Cancelled with %1 of the jobs finished: the replay, charts and figures show the part simulated</source>
        <translation>已取消，已完成 %1 的作业：回放、图表和指标显示已仿真的部分</translation>
    </message>
    <message>
        <source>%L1 jobs on %L2 cards: simulated in %3</source>
        <translation>%L1 个作业、%L2 张卡：仿真用时 %3</translation>
    </message>
    <message>
        <source>Utilisation and queue</source>
        <translation>利用率与排队</translation>
    </message>
    <message>
        <source>Wait per tenant</source>
        <translation>各租户等待时间</translation>
    </message>
    <message>
        <source>The scenario has problems (see the Problems dock): nothing to schedule on.</source>
        <translation>该方案存在问题（见“问题”面板）：没有可调度的机器。</translation>
    </message>
    <message>
        <source>%L1 cards: a machine of more than %L2 cards is not drawn; the charts and figures show its run.</source>
        <translation>%L1 张卡：超过 %L2 张卡的机器不予绘制；图表和指标显示其运行结果。</translation>
    </message>
    <message>
        <source>%L1 cards in %L2 scale-up domains of %L3. Run a trace to replay it here.</source>
        <translation>%L1 张卡，分布在 %L2 个各含 %L3 张卡的纵向扩展域中。运行一个轨迹即可在此回放。</translation>
    </message>
    <message>
        <source>%1 of %2 · busy cards %L3 of %L4 (%5) · running jobs %L6 · queued jobs %L7</source>
        <translation>%1 / %2 · 忙碌卡 %L3 / %L4（%5）· 运行作业 %L6 · 排队作业 %L7</translation>
    </message>
    <message>
        <source> · nodes down %L1</source>
        <translation> · 故障节点 %L1</translation>
    </message>
    <message>
        <source>Colour: one per job · light grey: free · dark red: node down, awaiting repair</source>
        <translation>颜色：每个作业一种 · 浅灰：空闲 · 深红：节点故障，等待修复</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>回填调度</translation>
    </message>
    <message>
        <source>Jobs that fit may start before a blocked one (at most 100 queued jobs looked at, as Slurm&apos;s default_queue_depth); one that has waited 4 h holds the others back. Off: strict queue order</source>
        <translation>放得下的作业可以先于被阻塞的作业启动（每次最多查看 100 个排队作业，与 Slurm 的 default_queue_depth 相同）；等待已达 4 小时的作业会阻止其他作业越过它。关闭：严格按队列顺序</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Quotas:</source>
        <translation>配额：</translation>
    </message>
    <message>
        <source>The share of the cards a tenant may hold at once, tenant=share, comma-separated (e.g. team-a=0.5,team-b=0.25); tenants not named have no quota</source>
        <translation>租户可同时占用的加速卡份额，格式为 租户=份额，以逗号分隔（例如 team-a=0.5,team-b=0.25）；未列出的租户不设配额</translation>
    </message>
    <message>
        <source>Energy-aware (fewest cabinets)</source>
        <translation>能耗感知（最少机柜）</translation>
    </message>
    <message>
        <source>As Profile for communication-bound jobs; every other job into the fullest cabinet already running jobs that holds it, else an idle one: fewer cabinets run, and the idle ones can be switched off.</source>
        <translation>通信密集型作业按作业画像放置；其余作业放入已在运行作业、且容得下它的最满机柜，否则放入空闲机柜：运行的机柜更少，空闲机柜可以关机。</translation>
    </message>
</context>
<context>
    <name>snp::views::SelectionPanel</name>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Click a cabinet in the room to see its own figures.</source>
        <translation>点击机房中的机柜，查看该机柜自身的指标。</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Heat to liquid</source>
        <translation>液冷散热量</translation>
    </message>
    <message>
        <source>cabinet heat × liquid share (%1)</source>
        <translation>机柜发热量 × 液冷占比（%1）</translation>
    </message>
    <message>
        <source>Heat to air</source>
        <translation>风冷散热量</translation>
    </message>
    <message>
        <source>cabinet heat × air share (%1)</source>
        <translation>机柜发热量 × 风冷占比（%1）</translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation>冷却液流量</translation>
    </message>
    <message>
        <source>Airflow through the servers</source>
        <translation>服务器风量</translation>
    </message>
    <message>
        <source>Share of the power limit</source>
        <translation>供电容量利用率</translation>
    </message>
    <message>
        <source>Share of the cooling limit</source>
        <translation>散热容量利用率</translation>
    </message>
    <message>
        <source>Node failures in this cabinet</source>
        <translation>本机柜节点故障次数</translation>
    </message>
    <message>
        <source>%1 per day</source>
        <translation>每天 %1 次</translation>
    </message>
    <message>
        <source>nodes × 1 day / node MTBF (%1)</source>
        <translation>节点数 × 1 天 / 节点 MTBF（%1）</translation>
    </message>
    <message>
        <source>Mean time between failures of this cabinet</source>
        <translation>本机柜平均无故障时间（MTBF）</translation>
    </message>
    <message>
        <source>node MTBF / nodes per cabinet</source>
        <translation>节点 MTBF / 每机柜节点数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cabinet %1&lt;/b&gt; (%2 of %3) · nodes %4–%5 · %6 hot spare(s) here</source>
        <translation>&lt;b&gt;机柜 %1&lt;/b&gt;（第 %2 个，共 %3 个）· 节点 %4–%5 · 此处 %6 个热备节点</translation>
    </message>
    <message>
        <source>Feeds and cools this cabinet</source>
        <translation>为本机柜供电与制冷的设备</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>台数</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>负载率</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>可用度</translation>
    </message>
    <message>
        <source>%L1, %L2 usable</source>
        <translation>%L1（可用 %L2）</translation>
    </message>
    <message>
        <source>%1 group %L2 of %L3</source>
        <translation>%1 第 %L2 组（共 %L3 组）</translation>
    </message>
    <message>
        <source>Serves cabinets %1–%2 with %L3 units of %4 (%5), %L6 of them carrying the load. Use: the group&apos;s load at full power / what those units carry. Available: the share of time enough of them are up.</source>
        <translation>服务机柜 %1–%2：共 %L3 台 %4 设备（%5），其中 %L6 台承担负载。负载率：该组满功率负载 / 承担负载设备的总容量。可用度：正常运行设备数量足够的时间占比。</translation>
    </message>
    <message>
        <source>In this cabinet: %L1 shelves of %2 (%3), %L4 of them carrying its load at full power.</source>
        <translation>本机柜内：共 %L1 个 %2 电源框（%3），其中 %L4 个承担满功率负载。</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
</context>
<context>
    <name>snp::views::ServingPanel</name>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>The trained format: 2 bytes a weight</source>
        <translation>训练时的格式：每个权重 2 字节</translation>
    </message>
    <message>
        <source>FP8 (W8A8)</source>
        <translation>FP8（W8A8）</translation>
    </message>
    <message>
        <source>1 byte a weight, multiplied in FP8: half the memory traffic and twice the matrix rate where the accelerator has FP8</source>
        <translation>每个权重 1 字节，以 FP8 相乘：显存流量减半，加速卡支持 FP8 时矩阵运算速率翻倍</translation>
    </message>
    <message>
        <source>INT8 weight-only</source>
        <translation>仅权重 INT8</translation>
    </message>
    <message>
        <source>1 byte a weight, turned back into BF16 before each multiply: half the memory traffic, no faster arithmetic</source>
        <translation>每个权重 1 字节，每次相乘前还原为 BF16：显存流量减半，运算不加快</translation>
    </message>
    <message>
        <source>INT4 weight-only</source>
        <translation>仅权重 INT4</translation>
    </message>
    <message>
        <source>Half a byte a weight (AWQ-style), turned back into BF16 before each multiply</source>
        <translation>每个权重半字节（AWQ 方式），每次相乘前还原为 BF16</translation>
    </message>
    <message>
        <source>2 bytes a cached key or value</source>
        <translation>每个缓存的键或值 2 字节</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>1 byte a cached key or value</source>
        <translation>每个缓存的键或值 1 字节</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>Tensor-parallel accelerators per replica</source>
        <translation>每个副本的张量并行加速卡数</translation>
    </message>
    <message>
        <source>Pipeline stages per replica</source>
        <translation>每个副本的流水线级数</translation>
    </message>
    <message>
        <source>Expert-parallel ranks among the tensor-parallel ones (a mixture of experts only)</source>
        <translation>张量并行 rank 中的专家并行 rank 数（仅限混合专家模型）</translation>
    </message>
    <message>
        <source>The slice of the scenario&apos;s accelerators that serves</source>
        <translation>该方案中用于推理服务的加速卡切片</translation>
    </message>
    <message>
        <source>Mean prompt length</source>
        <translation>平均提示词长度</translation>
    </message>
    <message>
        <source>Mean output length</source>
        <translation>平均输出长度</translation>
    </message>
    <message>
        <source>This scenario&apos;s transformer</source>
        <translation>本方案的 Transformer 模型</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> 次请求/秒</translation>
    </message>
    <message>
        <source>one request alone</source>
        <translation>仅单个请求</translation>
    </message>
    <message>
        <source>Requests per second offered to the slice, for the figures at that rate (operating batch, latencies, accelerators needed); 0: one request alone</source>
        <translation>向该切片提交的每秒请求数，用于计算该速率下的指标（运行批量、时延、所需加速卡数）；0 表示仅单个请求</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The P99 latency target the highest rate is judged by</source>
        <translation>用于判定最高速率的 P99 时延目标</translation>
    </message>
    <message>
        <source>End to end</source>
        <translation>端到端</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时延</translation>
    </message>
    <message>
        <source>Which latency the target bounds and the chart draws</source>
        <translation>目标约束及图表绘制的时延类型</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV 缓存：</translation>
    </message>
    <message>
        <source>tp</source>
        <translation>tp</translation>
    </message>
    <message>
        <source>pp</source>
        <translation>pp</translation>
    </message>
    <message>
        <source>ep</source>
        <translation>ep</translation>
    </message>
    <message>
        <source>Parallelism:</source>
        <translation>并行方式：</translation>
    </message>
    <message>
        <source>Accelerators:</source>
        <translation>加速卡：</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>提示词：</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <source>Offered rate:</source>
        <translation>请求速率：</translation>
    </message>
    <message>
        <source>P99 target:</source>
        <translation>P99 目标：</translation>
    </message>
    <message>
        <source>Latency:</source>
        <translation>时延：</translation>
    </message>
    <message>
        <source>End-to-end latency</source>
        <translation>端到端时延</translation>
    </message>
    <message>
        <source>The scenario has problems (see the Problems dock): it cannot be evaluated.</source>
        <translation>该方案存在问题（见“问题”面板）：无法评估。</translation>
    </message>
    <message>
        <source>The scenario&apos;s workload is not a transformer: choose a model to serve.</source>
        <translation>该方案的工作负载不是 Transformer：请选择要部署的模型。</translation>
    </message>
    <message>
        <source>Cannot serve this setup: %1 %2</source>
        <translation>无法按此设置提供服务：%1 %2</translation>
    </message>
    <message>
        <source>Does not fit: at tp × pp = %1 × %2 an accelerator holds %3 of weights and %4 of KV cache per request, against an HBM budget of %5. Spread the replica over more accelerators or quantise the weights.</source>
        <translation>放不下：在 tp × pp = %1 × %2 时，每张加速卡需容纳 %3 的权重和每请求 %4 的 KV 缓存，而 HBM 预算为 %5。请将副本分布到更多加速卡上，或对权重进行量化。</translation>
    </message>
    <message>
        <source>Split by heads</source>
        <translation>按注意力头切分</translation>
    </message>
    <message>
        <source>When tp exceeds the key/value heads, the ranks sharing a head each keep a copy of its cache (vLLM, TensorRT-LLM)</source>
        <translation>当张量并行度超过键/值头数时，共享同一头的各卡各自保存一份该头的缓存（vLLM、TensorRT-LLM 的做法）</translation>
    </message>
    <message>
        <source>Split by batch</source>
        <translation>按批次切分</translation>
    </message>
    <message>
        <source>When tp exceeds the key/value heads, the ranks sharing a head keep different requests&apos; caches and exchange queries and outputs by two all-to-alls a layer (Pope et al., MLSys 2023)</source>
        <translation>当张量并行度超过键/值头数时，共享同一头的各卡保存不同请求的缓存，每层通过两次全对全交换查询与输出（Pope 等，MLSys 2023）</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>注意力：</translation>
    </message>
</context>
<context>
    <name>snp::views::TopologyPanel</name>
    <message>
        <source>Uniform all-to-all</source>
        <translation>均匀全对全</translation>
    </message>
    <message>
        <source>Ring neighbour</source>
        <translation>环形邻居</translation>
    </message>
    <message>
        <source>Random permutation</source>
        <translation>随机置换</translation>
    </message>
    <message>
        <source>Hot spot</source>
        <translation>热点</translation>
    </message>
    <message>
        <source>Dimension-order</source>
        <translation>维序路由</translation>
    </message>
    <message>
        <source>Adaptive rerouting</source>
        <translation>自适应重路由</translation>
    </message>
    <message>
        <source>Traffic:</source>
        <translation>流量：</translation>
    </message>
    <message>
        <source>Routing:</source>
        <translation>路由：</translation>
    </message>
    <message>
        <source>torus link</source>
        <translation>环面链路</translation>
    </message>
    <message>
        <source>mesh link</source>
        <translation>网格链路</translation>
    </message>
    <message>
        <source>direct link</source>
        <translation>直连链路</translation>
    </message>
    <message>
        <source>endpoint link</source>
        <translation>端点链路</translation>
    </message>
    <message>
        <source>local link (in a group)</source>
        <translation>本地链路（组内）</translation>
    </message>
    <message>
        <source>global link (between groups)</source>
        <translation>全局链路（组间）</translation>
    </message>
    <message>
        <source>leaf–spine link</source>
        <translation>叶–脊链路</translation>
    </message>
    <message>
        <source>spine–core link</source>
        <translation>脊–核心链路</translation>
    </message>
    <message>
        <source> (%L1 of them)</source>
        <translation>（共 %L1 个）</translation>
    </message>
    <message>
        <source>accelerator %L1</source>
        <translation>加速卡 %L1</translation>
    </message>
    <message>
        <source>domain %L1</source>
        <translation>域 %L1</translation>
    </message>
    <message>
        <source>router %L1</source>
        <translation>路由器 %L1</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>%1 switch %L2</source>
        <translation>%1交换机 %L2</translation>
    </message>
    <message>
        <source>Both tiers</source>
        <translation>两层网络</translation>
    </message>
    <message>
        <source>Scale-out fabric</source>
        <translation>横向扩展网络</translation>
    </message>
    <message>
        <source>One scale-up domain</source>
        <translation>单个纵向扩展域</translation>
    </message>
    <message>
        <source>Routing on a torus or mesh</source>
        <translation>环面或网格上的路由</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>最短路由</translation>
    </message>
    <message>
        <source>Valiant</source>
        <translation>Valiant</translation>
    </message>
    <message>
        <source>UGAL</source>
        <translation>UGAL</translation>
    </message>
    <message>
        <source>Routing on a Dragonfly</source>
        <translation>Dragonfly 上的路由</translation>
    </message>
    <message>
        <source>Share of its injection bandwidth each endpoint offers</source>
        <translation>每个端点提供的流量占其注入带宽的比例</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Load vs busiest link</source>
        <translation>相对最忙链路的负载</translation>
    </message>
    <message>
        <source>at</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <source>Route: click a second node.</source>
        <translation>路由：请再点击一个节点。</translation>
    </message>
    <message>
        <source>Route %1 → %2: %L3 hops, %4.</source>
        <translation>路由 %1 → %2：%L3 跳，%4。</translation>
    </message>
    <message>
        <source>wraparound</source>
        <translation>回绕</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 ↔ %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 ↔ %3</translation>
    </message>
    <message>
        <source>%L1 cables bundled; figures per cable</source>
        <translation>%L1 根线缆合并显示；数值按单根线缆计</translation>
    </message>
    <message>
        <source>Load: %1 (busier direction)</source>
        <translation>负载：%1（较忙方向）</translation>
    </message>
    <message>
        <source>Capacity: %1 per direction</source>
        <translation>容量：每方向 %1</translation>
    </message>
    <message>
        <source>Utilisation: %1</source>
        <translation>利用率：%1</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>视角</translation>
    </message>
    <message>
        <source>Colour: link utilisation, the bytes per second a link carries / its capacity, each endpoint offering %1 % of its injection bandwidth as %2 traffic; red links cannot carry it. Thicker: ≥ 70 %.</source>
        <translation>颜色：链路利用率，即链路每秒承载的字节数 / 其容量；每个端点以其注入带宽的 %1 % 发送%2流量；红色链路无法承载。较粗：≥ 70 %。</translation>
    </message>
    <message>
        <source>Colour: each link&apos;s load / the busiest link&apos;s load (%1, %2 % offered load); the busiest is at the top of the scale whatever its utilisation.</source>
        <translation>颜色：各链路负载 / 最繁忙链路负载（%1，%2 % 注入负载）；无论利用率多少，最繁忙的链路都位于色标顶端。</translation>
    </message>
</context>
<context>
    <name>snp::views::TopologyScene</name>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Load vs busiest</source>
        <translation>相对最忙</translation>
    </message>
</context>
</TS>
