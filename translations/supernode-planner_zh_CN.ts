<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Charts</name>
    <message>
        <source>%1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished">单步时间</translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished">功耗</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished">能源使用效率（PUE）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation type="unfinished">有效训练时间占比（Goodput）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the visible chart as a PNG or SVG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 min, %3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput against checkpoint period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput against checkpoint period: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint period, write included (min, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Young</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use (optimal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use (as configured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished">网络</translation>
    </message>
    <message>
        <source>Server fans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling plant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility power, annual mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility power (MW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold plate (%1 % liquid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immersion (single- and two-phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immersion, single-phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immersion, two-phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid (%1 % liquid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE and cooling energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE and cooling energy against supply temperature: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply temperature (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling energy (GWh/yr), dashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling energy (MWh/yr), dashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This configuration: %1 °C, PUE %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation type="unfinished">扩展效率</translation>
    </message>
    <message>
        <source>Accelerators (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N = %1: %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90 % target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished">算力</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished">流水线气泡</translation>
    </message>
    <message>
        <source>DP comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training step breakdown: exposed communication, checkpoints and failures per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per step (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>= %1 (± %2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldCatalog</name>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology: torus, dragonfly, fat tree, full mesh or switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torus dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of each dimension, k1 × … × kD; the product is the number of endpoints of the tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torus wrap-around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One per dimension: wrap-around (torus) or mesh edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragonfly routers per group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routers per group (Kim et al. 2008).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragonfly terminals per router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminals per router.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragonfly global links per router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global links per router.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragonfly groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fat-tree switch radix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports per switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fat-tree tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tiers: 2 = leaf/spine, 3 = leaf/spine/core.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fat-tree oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down:up bandwidth ratio at the leaves, ≥ 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports per endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links each endpoint attaches with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth of one link, per direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hop latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency added per hop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achievable fraction of link bandwidth, in (0, 1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optical share of links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of links that are optical cables, in [0, 1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optics power per link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver power per optical link (both ends).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stable identifier, e.g. seed-s1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources and assumptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabinets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of cabinets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows the cabinets stand in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aisle width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aisle width between rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of electricity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating hours per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating hours per year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside temperatures over a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per cabinet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes in one cabinet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cabinet&apos;s power feed can deliver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cabinet&apos;s cooling can remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabinet width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabinet depth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabinet height.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators in one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host CPUs in one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of one CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DPUs (data processing units) in one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per DPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of one DPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch chips inside the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per switch chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of one switch chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything else: memory, storage, board, BMC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PSU / DC-DC efficiency: fraction of input power delivered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak FP32 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense rate in FP32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak TF32 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense rate in TF32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak BF16 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense rate in BF16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak FP16 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense rate in FP16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak FP8 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense rate in FP8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak INT8 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak dense rate in INT8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-bandwidth memory capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-bandwidth memory bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power at full load (thermal design power).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power when idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up ports on the chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth of one scale-up link, per direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up link latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency of one scale-up link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out NIC ports per accelerator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth of one NIC, per direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of one NIC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up domain size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators joined by the scale-up tier (one domain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air, cold plate, single-phase immersion, two-phase immersion or hybrid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liquid share of heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the heat removed by liquid, in [0, 1]; air removes the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant (or air) supply temperature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant temperature rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant temperature rise across the IT equipment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air temperature rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air temperature rise across the IT equipment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant density</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant density (default: water).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant specific heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant specific heat (default: water).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chiller COP</source>
        <translation type="unfinished">冷水机组能效比（COP）</translation>
    </message>
    <message>
        <source>Chiller coefficient of performance at the reference supply temperature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-cooling approach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry coolers suffice when outside temperature + approach ≤ supply temperature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pump efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pump efficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pump head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pressure the coolant pumps work against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan power per airflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air-moving power per m³/s of airflow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power distribution and UPS loss, as a fraction of IT power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50, BERT-Large, a GPT-style transformer (shape below) or a custom cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples (sequences / images) per training step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per micro-batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallelism (TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel degree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallelism (PP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline-parallel degree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallelism (DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel degree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline interleave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual pipeline stages per device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence parallelism alongside tensor parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1 style: optimizer state split across data-parallel ranks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoder layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed-forward size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed-forward inner size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length, tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: FLOP per sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward + backward cost of one sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: tokens per sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes sent / bytes of gradients, in (0, 1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap data-parallel communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel communication overlaps the backward pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap tensor-parallel communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel communication overlaps compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of overlappable communication actually hidden, in [0, 1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure rates by component; empty = the Llama 3 defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the availability-optimal checkpoint interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval, used when the optimal interval is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation type="unfinished">检查点大小</translation>
    </message>
    <message>
        <source>Checkpoint size; 0 = derived from the model&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint storage bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth to checkpoint storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to restart the job after a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot spare nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare nodes ready to swap in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to repair or replace a failed node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Useful compute time the run needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragonfly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold plate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-phase immersion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-phase immersion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid (air and liquid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT-Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer (GPT-style)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished">配置</translation>
    </message>
    <message>
        <source>Site and room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabinet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished">散热</translation>
    </message>
    <message>
        <source>Workload and parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>16-bit peak compute per cabinet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisection bandwidth, both directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency at 1,000 accelerators</source>
        <translation type="unfinished"></translation>
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
    <name>Units</name>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”: this value has no unit; type a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a unit of this value; use %2</source>
        <translation type="unfinished"></translation>
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
    <name>snp::app::EditFieldCommand</name>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criteria: cannot judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Meets %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ %1: must-rules failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Supernode Planner %1&lt;/h3&gt;&lt;p&gt;Plans AI supernodes: accelerators, cabinets, scale-up and scale-out networks, cooling and reliability, with an analytic simulator that explains every figure.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and VTK. Licensed under the GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::app::ProjectDocument</name>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename scenario to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add criteria set %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::app::ScenarioPanel</name>
    <message>
        <source>cabinets: %L1 · accelerators: %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the current scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::views::ComparisonModel</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets every must-rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no (failed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates passing every must-rule come first, then the higher weighted score, then the wider margins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of the rules passed, as a share of the weight of all rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes every must-rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must-rules failed: %1. Out, whatever its score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wish, weight %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be evaluated for this configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value: %1&lt;br&gt;Required: %2&lt;br&gt;Margin: %3&lt;br&gt;&lt;b&gt;%4&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of the candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes every must-rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must-rules failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to open this scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::views::ComparisonView</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which scenarios and presets to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter rows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the rows whose name or metric path contains this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which metrics the table shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts the scenarios in the order of this row, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the selected cells, or the whole table, as tab-separated text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a scenario to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::views::ConfigEditor</name>
    <message>
        <source>Find a field…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::views::ConfigItemModel</name>
    <message>
        <source>wrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3 defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used only when %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a list of whole numbers such as 8 × 8 × 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a list such as “wrap, wrap, open”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished">参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::views::CriteriaPanel</name>
    <message>
        <source>between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour the room by criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished">指标</translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new criteria set starting from this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criteria set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario cannot be evaluated, so it cannot be judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2 %3 %4&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Margin: %1 %&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets every must-rule · score %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must-rules failed: %1 · score %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token throughput</source>
        <translation type="unfinished">Token 吞吐量</translation>
    </message>
    <message>
        <source>Remove rule %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>snp::views::ProblemsPanel</name>
    <message>
        <source>Click to select %1 in the configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: the configuration can be evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings: %1. The design exceeds a limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems that stop the evaluation: %1. Fix them to see results.</source>
        <translation type="unfinished"></translation>
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
    <name>snp::views::SelectionPanel</name>
    <message>
        <source>Figure</source>
        <translation type="unfinished">指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cabinet in the room to see its own figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cabinet %1&lt;/b&gt; of %2 · nodes %3–%4 · %5 hot spare(s) here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished">功耗</translation>
    </message>
    <message>
        <source>Heat to liquid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cabinet heat × liquid share (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat to air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cabinet heat × air share (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation type="unfinished">冷却液流量</translation>
    </message>
    <message>
        <source>Airflow through the servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the cooling limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node failures in this cabinet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes × 1 day / node MTBF (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean time between failures of this cabinet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node MTBF / nodes per cabinet</source>
        <translation type="unfinished"></translation>
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
