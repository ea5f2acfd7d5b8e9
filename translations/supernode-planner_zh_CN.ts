<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>Facility fan power</source>
        <translation>设施风机功耗</translation>
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
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
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
        <source>Show the 3D view NAME first: room or network.</source>
        <translation>首先显示名为 NAME 的三维视图：room（机房）或 network（网络）。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
</context>
<context>
    <name>snp::app::MainWindow</name>
    <message>
        <source>Cabinet %1 selected</source>
        <translation>已选中机柜 %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
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
        <source>Scenario: </source>
        <translation>场景：</translation>
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
        <source>Recover unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>%1 has unsaved changes from a session that did not end normally. Recover them?</source>
        <translation>%1 含有上次异常退出的会话中未保存的更改。是否恢复？</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
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
        <source>Import Configuration</source>
        <translation>导入配置</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
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
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to the project?</source>
        <translation>是否保存对项目的更改？</translation>
    </message>
    <message>
        <source>About Supernode Planner</source>
        <translation>关于 Supernode Planner</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Supernode Planner %1&lt;/h3&gt;&lt;p&gt;Plans AI supernodes: accelerators, cabinets, scale-up and scale-out networks, cooling and reliability, with an analytic simulator that explains every figure.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and VTK.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Supernode Planner %1&lt;/h3&gt;&lt;p&gt;规划 AI 超节点：加速卡、机柜、Scale-up 与 Scale-out 网络、散热与可靠性；内置解析仿真器，为每项指标给出推导说明。&lt;/p&gt;&lt;p&gt;基于 Qt %2 和 VTK 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Supernode projects (*.snp)</source>
        <translation>超节点项目 (*.snp)</translation>
    </message>
    <message>
        <source>Configurations (*.json)</source>
        <translation>配置文件 (*.json)</translation>
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
        <source>Save 3D View as &amp;Image…</source>
        <translation>将三维视图另存为图片(&amp;I)…</translation>
    </message>
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
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
</context>
<context>
    <name>snp::views::ConfigurationTree</name>
    <message>
        <source>Field</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
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
        <source>The model does not fit in accelerator memory (%1 needed per accelerator).</source>
        <translation>模型无法放入加速卡显存（每张卡需要 %1）。</translation>
    </message>
    <message>
        <source>Cabinet limits: %1.</source>
        <translation>机柜限值：%1。</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
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
        <source>Link loads are drawn for torus, mesh and full-mesh networks.</source>
        <translation>链路负载仅针对环面（Torus）、网格与全互联网络绘制。</translation>
    </message>
</context>
</TS>
