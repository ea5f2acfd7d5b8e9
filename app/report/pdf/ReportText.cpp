#include "app/report/pdf/ReportText.h"

#include "views/FigureText.h"
#include "views/Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace snp::report {

QString fromStd(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString documentFamily() {
  return QLocale().language() == QLocale::Chinese ? QStringLiteral("WenQuanYi Micro Hei")
                                                  : QStringLiteral("DejaVu Sans");
}

QString figureText(double value, std::string_view unit) {
  if (std::isfinite(value) && unit == "currency")
    return QLocale().toString(std::round(value), 'f', 0) + " " +
           QCoreApplication::translate("Report", "currency units");
  return views::formatValue(value, unit);
}

QString marginText(const sim::Verdict &verdict) {
  if (!verdict.evaluable || !std::isfinite(verdict.margin)) return QStringLiteral("—");
  const QString sign = verdict.margin >= 0 ? QStringLiteral("+") : QString();
  QString text = sign + views::formatInUnit(verdict.margin, verdict.rule->unit);
  // The share of the requirement to four significant digits, as every other figure.
  if (std::isfinite(verdict.margin_ratio))
    text += QStringLiteral(" (%1%2)").arg(verdict.margin_ratio >= 0 ? QStringLiteral("+") : QString(),
                                          views::formatValue(verdict.margin_ratio, "ratio"));
  return text;
}

QString coolingText(model::CoolingKind kind) {
  switch (kind) {
  case model::CoolingKind::Air: return QCoreApplication::translate("Report", "air");
  case model::CoolingKind::ColdPlate: return QCoreApplication::translate("Report", "cold plate");
  case model::CoolingKind::ImmersionSinglePhase:
    return QCoreApplication::translate("Report", "single-phase immersion");
  case model::CoolingKind::ImmersionTwoPhase:
    return QCoreApplication::translate("Report", "two-phase immersion");
  case model::CoolingKind::Hybrid: return QCoreApplication::translate("Report", "hybrid (liquid and air)");
  }
  return {};
}

QString workloadText(const model::Workload &workload) {
  switch (workload.kind) {
  case model::WorkloadKind::ResNet50: return QCoreApplication::translate("Report", "ResNet-50 training");
  case model::WorkloadKind::BertLarge: return QCoreApplication::translate("Report", "BERT-large training");
  case model::WorkloadKind::Transformer: {
    const model::TransformerShape &t = workload.transformer;
    return QCoreApplication::translate("Report",
                                       "GPT-style transformer: %1 layers, hidden size %2, sequence %3")
        .arg(QLocale().toString(t.layers), QLocale().toString(t.hidden), QLocale().toString(t.sequence));
  }
  case model::WorkloadKind::Custom:
    return QCoreApplication::translate("Report", "custom workload: %1 per sample")
        .arg(views::formatValue(workload.custom.flops_per_sample, "FLOP"));
  }
  return {};
}

QString topologyText(const model::NetworkTier &tier) {
  switch (tier.kind) {
  case model::TopologyKind::Torus: {
    QStringList dims;
    for (int k : tier.torus.dims)
      dims << QLocale().toString(k);
    bool wraps = true;
    for (bool w : tier.torus.wrap)
      wraps = wraps && w;
    return wraps ? QCoreApplication::translate("Report", "%1 torus").arg(dims.join(" × "))
                 : QCoreApplication::translate("Report", "%1 mesh (torus where it wraps)")
                       .arg(dims.join(" × "));
  }
  case model::TopologyKind::Dragonfly:
    return QCoreApplication::translate("Report", "dragonfly: %1 groups of %2 routers, %3 terminals and %4 "
                                                 "global links per router")
        .arg(tier.dragonfly.groups)
        .arg(tier.dragonfly.a)
        .arg(tier.dragonfly.p)
        .arg(tier.dragonfly.h);
  case model::TopologyKind::FatTree:
    return QCoreApplication::translate("Report",
                                       "%1-tier fat tree of %2-port switches, oversubscription %3:1")
        .arg(tier.fat_tree.tiers)
        .arg(tier.fat_tree.radix)
        .arg(views::formatNumber(tier.fat_tree.oversubscription));
  case model::TopologyKind::FullMesh: return QCoreApplication::translate("Report", "full mesh");
  case model::TopologyKind::Switch:
    return QCoreApplication::translate("Report", "switched (one switch layer)");
  }
  return {};
}

QString precisionText(model::Precision precision) { return fromStd(model::toString(precision)).toUpper(); }

} // namespace snp::report
