#include "views/ChoiceLabel.h"

#include <QCoreApplication>

namespace snp::views {

namespace {

// Translated in the editor's context, "FieldCatalog", where these names first appeared.
struct ChoiceName {
  std::string_view name;
  const char *label;
};
constexpr ChoiceName kChoiceLabels[] = {
    {"torus", QT_TRANSLATE_NOOP("FieldCatalog", "Torus")},
    {"dragonfly", QT_TRANSLATE_NOOP("FieldCatalog", "Dragonfly")},
    {"fat_tree", QT_TRANSLATE_NOOP("FieldCatalog", "Fat tree")},
    {"full_mesh", QT_TRANSLATE_NOOP("FieldCatalog", "Full mesh")},
    {"switch", QT_TRANSLATE_NOOP("FieldCatalog", "Switch")},
    {"air", QT_TRANSLATE_NOOP("FieldCatalog", "Air")},
    {"cold_plate", QT_TRANSLATE_NOOP("FieldCatalog", "Cold plate")},
    {"immersion_1p", QT_TRANSLATE_NOOP("FieldCatalog", "Single-phase immersion")},
    {"immersion_2p", QT_TRANSLATE_NOOP("FieldCatalog", "Two-phase immersion")},
    {"hybrid", QT_TRANSLATE_NOOP("FieldCatalog", "Hybrid (air and liquid)")},
    {"dry_cooler", QT_TRANSLATE_NOOP("FieldCatalog", "Dry coolers, chillers when too warm")},
    {"cooling_tower", QT_TRANSLATE_NOOP("FieldCatalog", "Cooling towers, chillers when too warm")},
    {"air_cooled_chiller", QT_TRANSLATE_NOOP("FieldCatalog", "Air-cooled chillers only")},
    {"water_cooled_chiller",
     QT_TRANSLATE_NOOP("FieldCatalog", "Water-cooled chillers (cooling towers) only")},
    {"USD", QT_TRANSLATE_NOOP("FieldCatalog", "US dollar (USD)")},
    {"CNY", QT_TRANSLATE_NOOP("FieldCatalog", "Chinese yuan (CNY)")},
    {"EUR", QT_TRANSLATE_NOOP("FieldCatalog", "Euro (EUR)")},
    {"resnet50", QT_TRANSLATE_NOOP("FieldCatalog", "ResNet-50")},
    {"bert_large", QT_TRANSLATE_NOOP("FieldCatalog", "BERT-Large")},
    {"transformer", QT_TRANSLATE_NOOP("FieldCatalog", "Transformer (GPT-style)")},
    {"custom", QT_TRANSLATE_NOOP("FieldCatalog", "Custom")},
    {"fp32", "FP32"},
    {"tf32", "TF32"},
    {"bf16", "BF16"},
    {"fp16", "FP16"},
    {"fp8", "FP8"},
    {"int8", "INT8"},
    {"fp4", "FP4"},
    {"none", QT_TRANSLATE_NOOP("FieldCatalog", "None")},
    {"selective", QT_TRANSLATE_NOOP("FieldCatalog", "Selective")},
    {"selective_op", QT_TRANSLATE_NOOP("FieldCatalog", "Selective per op (every other matmul)")},
    {"full", QT_TRANSLATE_NOOP("FieldCatalog", "Full")},
    {"delayed", QT_TRANSLATE_NOOP("FieldCatalog", "Delayed (from the amax history)")},
    {"current", QT_TRANSLATE_NOOP("FieldCatalog", "Current (per tensor)")},
    {"block", QT_TRANSLATE_NOOP("FieldCatalog", "Block (MXFP8, NVFP4)")},
    {"optimizer", QT_TRANSLATE_NOOP("FieldCatalog", "Optimizer state (ZeRO-1)")},
    {"gradients", QT_TRANSLATE_NOOP("FieldCatalog", "Optimizer state and gradients (ZeRO-2)")},
    {"auto", QT_TRANSLATE_NOOP("FieldCatalog", "Automatic (fastest)")},
    {"ring", QT_TRANSLATE_NOOP("FieldCatalog", "Ring")},
    {"tree", QT_TRANSLATE_NOOP("FieldCatalog", "Tree")},
    {"halving_doubling", QT_TRANSLATE_NOOP("FieldCatalog", "Recursive halving-doubling")},
    {"torus_dimension_order", QT_TRANSLATE_NOOP("FieldCatalog", "Torus, dimension by dimension")},
    {"torus_all_axes", QT_TRANSLATE_NOOP("FieldCatalog", "Torus, all axes at once")},
    {"hierarchical", QT_TRANSLATE_NOOP("FieldCatalog", "Hierarchical (scale-up, scale-out, scale-up)")},
    {"pairwise", QT_TRANSLATE_NOOP("FieldCatalog", "Pairwise exchange (all-to-all)")},
    {"bruck", QT_TRANSLATE_NOOP("FieldCatalog", "Bruck (all-to-all)")},
    {"in_switch", QT_TRANSLATE_NOOP("FieldCatalog", "In-switch reduction (NVLS, SHARP)")},
    {"n", QT_TRANSLATE_NOOP("FieldCatalog", "N (no spare)")},
    {"n_plus_1", QT_TRANSLATE_NOOP("FieldCatalog", "N+1 (one spare)")},
    {"2n", QT_TRANSLATE_NOOP("FieldCatalog", "2N (a second complete set)")},
    {"distributed_redundant", QT_TRANSLATE_NOOP("FieldCatalog", "Distributed redundant")},
    {"floor_pdu", QT_TRANSLATE_NOOP("FieldCatalog", "Floor PDUs")},
    {"busway", QT_TRANSLATE_NOOP("FieldCatalog", "Busways")},
    {"unknown", QT_TRANSLATE_NOOP("FieldCatalog", "Unknown")},
    {"ampere", QT_TRANSLATE_NOOP("FieldCatalog", "NVIDIA Ampere (A100)")},
    {"hopper", QT_TRANSLATE_NOOP("FieldCatalog", "NVIDIA Hopper (H100, H800, H200)")},
    {"blackwell", QT_TRANSLATE_NOOP("FieldCatalog", "NVIDIA Blackwell (B200, GB200)")},
    {"tpu_v4", QT_TRANSLATE_NOOP("FieldCatalog", "Google TPU v4")},
    {"ascend_910", QT_TRANSLATE_NOOP("FieldCatalog", "Huawei Ascend 910")},
};

} // namespace

QString choiceLabel(std::string_view name) {
  for (const ChoiceName &choice : kChoiceLabels)
    if (choice.name == name) return QCoreApplication::translate("FieldCatalog", choice.label);
  return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

} // namespace snp::views
