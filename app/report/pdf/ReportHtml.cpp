#include "app/report/pdf/ReportHtml.h"

#include "app/report/pdf/PrintableText.h"
#include "app/report/pdf/ReportText.h"
#include "app/report/pdf/SceneSnapshot.h"
#include "model/BundledText.h"
#include "sim/PricedBill.h"
#include "sim/accuracy/ErrorBand.h"
#include "views/BandText.h"
#include "views/BillLineText.h"
#include "views/CostBoundText.h"
#include "views/FigureLabels.h"
#include "views/FigureText.h"
#include "views/Units.h"
#include "views/VerdictText.h"
#include "views/charts/ChartExport.h"
#include "views/plant/FloorPlan.h"
#include "views/plant/RackElevation.h"
#include "views/plant/SingleLineDiagram.h"

#include "views/charts/ChartsPanel.h"
#include "views/compare/ComparisonText.h"
#include <QBarCategoryAxis>
#include <QLegend>

#include <QCoreApplication>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QTextDocumentFragment>

#include <algorithm>
#include <numeric>
#include <set>

namespace snp::report {

namespace {

// Widths in the document are CSS pixels (1/96 in); the text column is 17 cm.
constexpr int kColumnWidth = 640;
static_assert(kSnapshotPrintedWidth == kColumnWidth, "the 3D snapshots' text is sized for the column");
// Charts are laid out as wide as the column they are printed across, so that their text prints at
// its point size (9 pt labels, 12 pt titles: never under 8 pt), and drawn kChartScale times as
// large: 1920 × 1200 pixels, sharp at 17 cm.
constexpr QSize kChartLayout(kColumnWidth, 400);
constexpr qreal kChartScale = 3;
// The criteria matrix puts candidates side by side up to this many; more go one per row, with
// the rules across, kRulesAcross to a table, so that any number of them reads.
constexpr std::size_t kCandidatesAcross = 4;
constexpr std::size_t kRulesAcross = 4;
// The logo on the title page: at most this wide and high (CSS pixels).
constexpr int kLogoWidth = 200, kLogoHeight = 90;
// A drawing is as wide as the column, or narrower where that would make it taller than leaves a
// page (25 cm, 948 CSS pixels) room for its own heading and a caption of two lines, and above them
// for the plant's heading with the sentence that stands for a missing diagram: a drawing is never
// split over two pages, and the floor plan follows that sentence on its page.
constexpr int kMostDrawingHeight = 770;

const char *kStyle = R"(
body { color: #1d2733; }
h1 { font-size: 18pt; color: #1f3a5f; margin-top: 0px; margin-bottom: 6px; }
h2 { font-size: 12.5pt; color: #1f3a5f; margin-top: 16px; margin-bottom: 6px; }
h4 { font-size: 12.5pt; color: #1f3a5f; margin-top: 0px; margin-bottom: 6px; }
h3 { font-size: 10.5pt; color: #2b4a70; margin-top: 10px; margin-bottom: 3px; }
p { margin-top: 3px; margin-bottom: 5px; }
table.grid { border-collapse: collapse; border-color: #9aa7b5; border-style: solid; }
table.grid th { background-color: #dfe7f0; color: #1f3a5f; font-weight: bold; border-color: #9aa7b5; }
table.grid td { border-color: #9aa7b5; }
td.group { background-color: #eef2f6; font-weight: bold; color: #1f3a5f; }
td.label { color: #44515f; }
td.num { text-align: right; }
td.pass { background-color: #dcf0dc; color: #1e5e1e; font-weight: bold; }
td.fail { background-color: #f8dada; color: #8a1c1c; font-weight: bold; }
td.na { background-color: #ececec; color: #555555; font-weight: bold; }
p.subtitle { color: #5a6878; font-size: 11pt; margin-bottom: 12px; }
p.caption { color: #5a6878; font-size: 8.5pt; margin-top: 2px; margin-bottom: 10px; }
p.note { margin-bottom: 6px; }
p.formula { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; color: #1d2733; }
p.assumption { color: #5a6878; font-style: italic; font-size: 8.5pt; }
)";

QString esc(const QString &text) { return printableText(text).toHtmlEscaped(); }
QString esc(std::string_view text) { return esc(fromStd(text)); }
QString nameText(std::string_view name) { return esc(printableName(fromStd(name))); }

QString number(long long value) { return QLocale().toString(value); }

// A section that starts a page (the writer places the break): looks like h2, told apart by its level.
// Qt sizes a heading by its level, over any size in points: x-large is h2's.
const QString kPageHeading = QStringLiteral(
    R"(<h4 style="font-size: x-large; font-weight: bold; color: #1f3a5f; margin-bottom: 6px;">)");
// Likewise, and listed in the contents under its chapter.
const QString kListedHeading = QStringLiteral(
    R"(<h5 style="font-size: x-large; font-weight: bold; color: #1f3a5f; margin-bottom: 6px;">)");

const char *kGrid = R"(<table class="grid" border="1" cellspacing="0" cellpadding="4" width="100%">)";

QString cell(const QString &text, const char *cls = nullptr, int colspan = 1) {
  QString open = "<td";
  if (cls) open += QStringLiteral(" class=\"%1\"").arg(cls);
  if (colspan > 1) open += QStringLiteral(" colspan=\"%1\"").arg(colspan);
  return open + ">" + text + "</td>";
}

QString header(const QStringList &titles, const QList<int> &widths = {}) {
  QString row = "<thead><tr>";
  for (qsizetype i = 0; i < titles.size(); ++i)
    row += (i < widths.size() ? QStringLiteral("<th width=\"%1%\" align=\"left\">").arg(widths[i])
                              : QStringLiteral("<th align=\"left\">")) +
           titles[i] + "</th>";
  return row + "</tr></thead>";
}

// The drawings' text as searchable as the rest: any letter spacing turns ligatures off (see
// ReportPdf.cpp), and 1/64 pixel, the least Qt's layout keeps, moves no text out of its box.
void withoutLigatures(QGraphicsScene &scene) {
  for (QGraphicsItem *item : scene.items())
    if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item)) {
      QFont font = text->font();
      font.setLetterSpacing(QFont::AbsoluteSpacing, 1.0 / 64);
      text->setFont(font);
    }
}

const char *verdictClass(const sim::Verdict &v) { return !v.evaluable ? "na" : v.pass ? "pass" : "fail"; }

// Translation context "Report", as in ReportText.cpp.
class Builder {
  Q_DECLARE_TR_FUNCTIONS(Report)

public:
  Builder(const ReportInput &input, const sim::Comparison &comparison,
          const std::vector<sim::Results> &results)
      : in_(input), c_(comparison), results_(results) {
    for (std::size_t i = 0; i < input.scenarios.size(); ++i)
      series_.push_back({input.scenarios[i].name, input.scenarios[i].config, results[i]});
    order_.resize(c_.names.size());
    std::iota(order_.begin(), order_.end(), 0);
    std::stable_sort(order_.begin(), order_.end(),
                     [&](std::size_t a, std::size_t b) { return c_.rank[a] < c_.rank[b]; });
  }

  ReportHtml build() {
    const model::ReportOptions &o = in_.options;
    titlePage();
    contentsPage();
    if (o.summary) summary();
    if (o.criteria_matrix) criteriaMatrix();
    if (o.charts) comparisonCharts();
    if (o.candidates)
      for (std::size_t i = 0; i < in_.scenarios.size(); ++i)
        scenario(i);
    if (o.appendix) appendix();
    if (o.bill_of_materials) billsOfMaterials();
    fillContents();
    out_.styleSheet = kStyle;
    out_.html = "<html><body>" + html_ + "</body></html>";
    return std::move(out_);
  }

private:
  // A level-1 heading on a new page, listed in the contents.
  void chapter(const QString &title) {
    ++chapters_;
    out_.contents.push_back({QStringLiteral("%1  %2").arg(chapters_).arg(printableText(title))});
    html_ += "<h1>" + QStringLiteral("%1&nbsp;&nbsp;%2").arg(chapters_).arg(esc(title)) + "</h1>";
  }

  // A section on a new page, listed in the contents under its chapter.
  void listedSection(const QString &title) {
    out_.contents.push_back({printableText(title), false});
    html_ += kListedHeading + esc(title) + "</h5>";
  }

  QString image(const QImage &picture, const QString &key, int width) {
    if (picture.isNull()) return {};
    const QUrl url(QStringLiteral("report://%1").arg(key));
    out_.images.emplace_back(url, picture);
    const int height = qRound(width * double(picture.height()) / picture.width());
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">")
        .arg(url.toString())
        .arg(width)
        .arg(height);
  }

  // A chart as the page needs it: its title is the heading above it; a bar chart's candidates are
  // numbered under their bars (a name would be cut to a bar's width) and its parts listed down the
  // right, a line each. What the numbers stand for, for the caption; empty when nothing was numbered.
  static QString fitForPrint(QChart &chart) {
    chart.setTitle({});
    QStringList key;
    for (QAbstractAxis *axis : chart.axes())
      if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis)) {
        chart.legend()->setAlignment(Qt::AlignRight);
        QStringList numbers;
        for (const QString &name : categories->categories()) {
          numbers << QLocale().toString(numbers.size() + 1);
          // Category names are HTML for the chart (charts::chartText); the caption escapes its own.
          key << tr("%1: %2").arg(numbers.back(), QTextDocumentFragment::fromHtml(name).toPlainText());
        }
        categories->setCategories(numbers);
      }
    return key.join(QStringLiteral(" · "));
  }

  void chart(charts::ChartKind kind, int current, const QString &title, const QString &caption,
             const QString &key, bool newPage = false) {
    const auto made = charts::makeChart(kind, series_, current);
    const QString numbered = fitForPrint(*made);
    const QImage picture = charts::renderChart(made.get(), kChartLayout, kChartScale);
    html_ += (newPage ? kPageHeading : QStringLiteral("<h2>")) + esc(title) + (newPage ? "</h4>" : "</h2>");
    html_ += "<p align=\"center\">" + image(picture, key, kColumnWidth) + "</p>";
    const QString text = numbered.isEmpty() ? caption : caption + QLatin1Char(' ') + numbered;
    if (!text.isEmpty()) html_ += "<p class=\"caption\">" + esc(text) + "</p>";
  }

  void titlePage() {
    const QLocale locale;
    const model::ReportOptions &o = in_.options;
    if (!in_.logo.isNull()) {
      const double scale =
          std::min(double(kLogoWidth) / in_.logo.width(), double(kLogoHeight) / in_.logo.height());
      html_ += "<p>" + image(in_.logo, QStringLiteral("logo"), qRound(in_.logo.width() * scale)) + "</p>";
    }
    html_ += QStringLiteral(R"(<p style="margin-top: %1px; font-size: 11pt; color: #5a6878;">)")
                 .arg(in_.logo.isNull() ? 170 : 60) +
             esc(tr("Supernode Planner")) + " · " + esc(tr("Comparison report")) + "</p>";
    html_ += R"(<p style="font-size: 28pt; font-weight: bold; color: #1f3a5f; margin-top: 6px;">)" +
             esc(reportTitle(in_)) + "</p>";
    html_ += R"(<p style="font-size: 13pt; color: #2b4a70; margin-bottom: 40px;">)" +
             esc(tr("AI-supernode configurations compared against the customer's selection criteria")) +
             "</p>";
    const auto line = [&](const QString &label, const QString &value) {
      html_ += R"(<p style="font-size: 11pt;"><b>)" + esc(label) + "</b> " + esc(value) + "</p>";
    };
    if (!o.customer.empty()) line(tr("Prepared for:"), printableName(fromStd(o.customer)));
    line(tr("Selection criteria:"), printableName(fromStd(in_.criteria.name)));
    if (!in_.criteria.description.empty())
      html_ += R"(<p style="font-size: 10pt; color: #44515f; margin-bottom: 40px;">)" +
               esc(in_.criteria.description) + "</p>";
    line(tr("Candidates:"), number(static_cast<long long>(in_.scenarios.size())));
    if (!o.author.empty()) line(tr("Prepared by:"), printableName(fromStd(o.author)));
    line(tr("Date:"), locale.toString(in_.date, QLocale::LongFormat));
  }

  void contentsPage() {
    html_ += "<h1>" + esc(tr("Contents")) + "</h1>";
    contentsAt_ = html_.size();
  }

  // The contents table, once the chapters are known (inserted where contentsPage() left off).
  void fillContents() {
    QString table = R"(<table width="100%" cellspacing="0" cellpadding="5">)";
    for (const ContentsEntry &entry : out_.contents) {
      const QString size = entry.chapter ? QStringLiteral("11pt") : QStringLiteral("10pt");
      table += QStringLiteral("<tr><td style=\"font-size: %1; padding-left: %2px; border-bottom: 1px solid "
                              "#d0d7df;\">")
                   .arg(size)
                   .arg(entry.chapter ? 5 : 28) +
               esc(entry.title) +
               QStringLiteral("</td><td align=\"right\" width=\"12%\" style=\"font-size: %1;\">").arg(size) +
               kPagePlaceholder + "</td></tr>";
    }
    html_.insert(contentsAt_, table + "</table>");
  }

  void summary() {
    chapter(tr("Summary"));
    const std::size_t n = c_.names.size();
    const auto musts = std::count_if(in_.criteria.rules.begin(), in_.criteria.rules.end(),
                                     [](const model::Criterion &r) { return r.must; });
    const QString name = nameText(in_.criteria.name);
    const QString rules = number(static_cast<long long>(in_.criteria.rules.size()));
    // A report of one candidate, the common case, must not read "1 configurations are". The
    // sentence is escaped before the already escaped name goes in.
    const QString judged =
        n == 1 ? esc(tr("One configuration is judged by the selection criteria “%1”: %2 rules, %3 of them "
                        "must-rules that rule a candidate out when it fails them. Candidates meeting every "
                        "must-rule rank first, then by the weighted share of rules they pass."))
                     .arg(name, rules, number(musts))
               : esc(tr("%1 configurations are judged by the selection criteria “%2”: %3 rules, %4 of them "
                        "must-rules that rule a candidate out when it fails them. Candidates meeting every "
                        "must-rule rank first, then by the weighted share of rules they pass."))
                     .arg(number(static_cast<long long>(n)), name, rules, number(musts));
    html_ += "<p>" + judged + "</p>";
    if (n > 0) {
      const std::size_t first = order_.front();
      const sim::CriteriaVerdicts &v = c_.verdicts[first];
      const QString score = QLocale().toString(v.score, 'f', 0);
      if (v.must_pass)
        html_ += "<p><b>" +
                 esc(tr("%1 ranks first: it meets every must-rule and scores %2 % of the weighted criteria."))
                     .arg(nameText(c_.names[first]), score) +
                 "</b></p>";
      else
        html_ += "<p><b>" +
                 esc(tr("No candidate meets every must-rule. %1 ranks first with a score of %2 %."))
                     .arg(nameText(c_.names[first]), score) +
                 "</b></p>";
    }
    for (std::size_t i : order_) {
      const sim::CriteriaVerdicts &v = c_.verdicts[i];
      if (v.must_pass) continue;
      QStringList failed;
      // A miss inside the figure's error band could go either way: the reader is told so.
      for (const sim::Verdict &verdict : v.verdicts)
        if (verdict.rule->must && !verdict.pass)
          failed
              << QStringLiteral("%1 (%2, %3%4)")
                     .arg(esc(verdict.rule->name),
                          views::formatInUnit(verdict.figure.value, verdict.rule->unit),
                          esc(tr("required %1").arg(views::thresholdText(*verdict.rule))),
                          verdict.withinBand()
                              ? esc(tr(", within the error band of %1").arg(views::bandWidth(*verdict.band)))
                              : QString());
      html_ += "<p>" +
               esc(tr("%1 fails these must-rules: %2.")).arg(nameText(c_.names[i]), failed.join("; ")) +
               "</p>";
    }

    html_ +=
        "<h2>" + esc(tr("Ranking")) + "</h2>" + kGrid +
        header({esc(tr("Rank")), esc(tr("Scenario")), esc(tr("Score")), esc(tr("Meets every must-rule"))},
               {10, 50, 15, 25});
    for (std::size_t i : order_) {
      const sim::CriteriaVerdicts &v = c_.verdicts[i];
      html_ += "<tr>" + cell(number(c_.rank[i]), "num") + cell("<b>" + nameText(c_.names[i]) + "</b>") +
               cell(QLocale().toString(v.score, 'f', 0) + " %", "num") +
               cell(v.must_pass ? esc(tr("yes")) : esc(tr("no: %1 failed").arg(number(v.failed_must))),
                    v.must_pass ? "pass" : "fail") +
               "</tr>";
    }
    html_ += "</table>";
  }

  // Every candidate against every rule: side by side for a few candidates, one per row for more.
  void criteriaMatrix() {
    if (in_.options.summary)
      html_ += "<h2>" + esc(tr("Criteria")) + "</h2>";
    else
      chapter(tr("Selection criteria"));
    const std::vector<model::Criterion> &rules = in_.criteria.rules;
    const auto ruleName = [&](const model::Criterion &rule) {
      return nameText(rule.name) + (rule.must ? QString() : " <i>(" + esc(tr("wish")) + ")</i>");
    };
    const auto verdictCell = [&](std::size_t candidate, std::size_t r) {
      const sim::Verdict &v = c_.verdicts[candidate].verdicts[r];
      return cell(esc(views::verdictOutcome(v)) + "<br><span style=\"font-weight: normal;\">" +
                      esc(views::formatInUnit(v.figure.value, rules[r].unit)) + "</span>",
                  verdictClass(v));
    };
    if (order_.size() <= kCandidatesAcross) {
      html_ += kGrid;
      QStringList titles{esc(tr("Criterion")), esc(tr("Required"))};
      for (std::size_t i : order_)
        titles << nameText(c_.names[i]);
      html_ += header(titles);
      for (std::size_t r = 0; r < rules.size(); ++r) {
        html_ += "<tr>" + cell(ruleName(rules[r])) + cell(esc(views::thresholdText(rules[r])));
        for (std::size_t i : order_)
          html_ += verdictCell(i, r);
        html_ += "</tr>";
      }
      html_ += "</table>";
    } else {
      for (std::size_t first = 0; first < rules.size(); first += kRulesAcross) {
        const std::size_t last = std::min(rules.size(), first + kRulesAcross);
        QStringList titles{esc(tr("Scenario"))};
        QList<int> widths{28};
        for (std::size_t r = first; r < last; ++r) {
          titles << ruleName(rules[r]) + "<br><span style=\"font-weight: normal;\">" +
                        esc(views::thresholdText(rules[r])) + "</span>";
          widths << int(72 / (last - first));
        }
        html_ += kGrid + header(titles, widths);
        for (std::size_t i : order_) {
          html_ += "<tr>" + cell("<b>" + nameText(c_.names[i]) + "</b>");
          for (std::size_t r = first; r < last; ++r)
            html_ += verdictCell(i, r);
          html_ += "</tr>";
        }
        html_ += "</table><p></p>";
      }
    }
    html_ += "<p class=\"caption\">" +
             esc(tr("Values in the unit of each rule. A wish counts in the score but does not rule a "
                    "candidate out.")) +
             "</p>";
  }

  void comparisonCharts() {
    chapter(tr("Comparison charts"));
    chart(charts::ChartKind::Scaling, 0, tr("Scaling with the number of accelerators"),
          tr("Throughput of each configuration as the same workload is spread over more accelerators."),
          "scaling");
    chart(charts::ChartKind::StepBreakdown, 0, tr("Where a training step's time goes"),
          tr("Compute, exposed communication, pipeline bubble and optimizer time of one step."), "step");
    chart(charts::ChartKind::PowerBreakdown, 0, tr("Where the power goes"),
          tr("Accelerators, the rest of the IT equipment, cooling and distribution losses, annual mean."),
          "power");
    chart(
        charts::ChartKind::Cost, 0, tr("What each candidate costs a year"),
        tr("The hardware's and the facility's capital charged over their lives at the discount rate, and the "
           "running costs, from public prices; parts without a public price are left out."),
        "cost");
    chart(charts::ChartKind::Tco, 0, tr("Cost of ownership over the hardware's life"),
          tr("The hardware bought at the start, then each year the facility's charge and the running costs, "
             "discounted to today; the last point is the total cost of ownership."),
          "tco");
  }

  void row(const QString &label, const QString &value) {
    html_ += "<tr><td class=\"label\" width=\"38%\">" + esc(label) + "</td><td width=\"62%\">" + esc(value) +
             "</td></tr>";
  }
  void group(const QString &title) { html_ += "<tr>" + cell(esc(title), "group", 2) + "</tr>"; }

  // What goes to the CPUs' memory, and over which link: a run that fits only with offload must
  // say so, since its speed rests on the host side too.
  static QString offloadText(const model::Config &c) {
    const model::Workload &w = c.workload;
    QStringList parts;
    if (w.offload_activation_blocks > 0)
      parts << tr("the activations of %1 per pipeline stage")
                   .arg(w.offload_activation_blocks == 1
                            ? tr("one block")
                            : tr("%1 blocks").arg(QLocale().toString(w.offload_activation_blocks)));
    if (w.offload_optimizer_fraction > 0)
      parts << tr("%1 % of the optimizer state, updated by the CPUs")
                   .arg(views::formatNumber(100 * w.offloadedOptimizerShare()));
    return tr("%1; %2 per accelerator to the host, %3 of host memory per node")
        .arg(parts.join(tr(" and ")), views::formatValue(c.accelerator.host_link_Bps, "B/s"),
             views::formatValue(c.node.host_memory_B, "B"));
  }

  void configuration(const model::Config &c, const sim::Results &r) {
    const QLocale l;
    html_ += "<h2>" + esc(tr("Configuration")) + "</h2>" +
             R"(<table class="grid" border="1" cellspacing="0" cellpadding="3" width="100%">)";
    group(tr("Accelerator"));
    const auto precision = static_cast<std::size_t>(c.workload.precision);
    // Names usually carry the vendor already ("NVIDIA H100 SXM5 80GB"); say it once.
    const QString name = fromStd(c.accelerator.name), vendor = fromStd(c.accelerator.vendor);
    row(tr("Model"), vendor.isEmpty() || name.startsWith(vendor) ? name : vendor + " " + name);
    row(tr("Peak compute at the workload's precision"),
        tr("%1 (%2, dense)")
            .arg(views::formatValue(c.accelerator.peak_flops[precision], "FLOP/s"),
                 precisionText(c.workload.precision)));
    row(tr("HBM"), tr("%1 at %2")
                       .arg(views::formatValue(c.accelerator.hbm_capacity_B, "B"),
                            views::formatValue(c.accelerator.hbm_bandwidth_Bps, "B/s")));
    row(tr("Thermal design power"), views::formatValue(c.accelerator.tdp_W, "W"));
    if (c.accelerator.power_cap_W > 0)
      row(tr("Power cap"), tr("%1, which slows its compute-bound work")
                               .arg(views::formatValue(c.accelerator.power_cap_W, "W")));
    group(tr("Nodes, cabinets and room"));
    row(tr("Accelerators per node"), l.toString(c.node.accelerators));
    row(tr("Nodes per cabinet"), l.toString(c.cabinet.nodes));
    row(tr("Cabinets"), tr("%1, rows: %2").arg(l.toString(c.layout.cabinets), l.toString(c.layout.rows)));
    row(tr("Accelerators in all"), l.toString(c.accelerators()));
    group(tr("Network"));
    row(tr("Scale-up"), tr("%1; domains of %2 accelerators")
                            .arg(topologyText(c.network.scale_up), l.toString(c.network.scaleup_domain)));
    row(tr("Scale-up links"), tr("%1 per accelerator, %2 each way per link")
                                  .arg(l.toString(c.accelerator.scaleup_links),
                                       views::formatValue(c.network.scale_up.link_bandwidth_Bps, "B/s")));
    row(tr("Scale-out"), topologyText(c.network.scale_out));
    row(tr("Scale-out links"), tr("NICs per accelerator: %1, %2 each way per link")
                                   .arg(l.toString(c.accelerator.nics),
                                        views::formatValue(c.network.scale_out.link_bandwidth_Bps, "B/s")));
    group(tr("Cooling"));
    row(tr("Kind"),
        coolingText(c.cooling.kind) + (c.cooling.liquid_fraction > 0
                                           ? tr(", %1 % of the heat to liquid")
                                                 .arg(views::formatNumber(100 * c.cooling.liquid_fraction))
                                           : QString()));
    row(tr("Supply temperature"), tr("%1 °C").arg(views::formatNumber(c.cooling.supply_C)));
    group(tr("Workload"));
    row(tr("Model"), workloadText(c.workload));
    row(tr("Precision"), precisionText(c.workload.precision));
    row(tr("Parallelism"),
        tr("tensor %1 × pipeline %2 × data %3")
            .arg(l.toString(c.workload.parallelism.tp), l.toString(c.workload.parallelism.pp),
                 l.toString(c.workload.parallelism.dp)));
    row(tr("Global batch"), tr("%1 samples (micro-batch %2)")
                                .arg(l.toString(c.workload.global_batch), l.toString(c.workload.microbatch)));
    if (c.workload.offloadsToHost()) row(tr("Offloaded to host memory"), offloadText(c));
    group(tr("Reliability"));
    const QString spares = l.toString(r.reliability.hot_spares.value);
    row(tr("Hot-spare nodes"), c.reliability.hot_spares == model::kAutomaticHotSpares
                                   ? tr("%1 (sized for one repair window)").arg(spares)
                                   : spares);
    row(tr("Checkpoints"), tr("%1, restored from %2")
                               .arg(c.reliability.checkpoint_async ? tr("asynchronous") : tr("synchronous"),
                                    c.reliability.restore_from_memory ? tr("memory") : tr("storage")));
    group(tr("Cost terms"));
    const model::Finance &f = c.finance;
    row(tr("Written off over"),
        tr("hardware %1 years, facility %2 years, at a real discount rate of %3 %")
            .arg(views::formatNumber(f.hardware_life_years), views::formatNumber(f.facility_life_years),
                 views::formatNumber(100 * f.discount_rate)));
    row(tr("Electricity"),
        tr("%1 %2 per kWh")
            .arg(views::formatNumber(c.site.electricity_per_kWh),
                 fromStd(model::kCurrencyNames[static_cast<std::size_t>(c.site.currency)])));
    QStringList unset;
    if (f.maintenance_share_per_year == 0) unset << tr("maintenance");
    if (f.support_per_accelerator_year == 0) unset << tr("software and support");
    if (c.site.water_per_m3 == 0) unset << tr("water");
    if (!unset.isEmpty()) row(tr("Left out (no price set)"), unset.join(tr(", ")));
    html_ += "</table>";
  }

  void keyFigures(const sim::Results &r, const model::Config &c) {
    struct Key {
      const char *section;
      const char *name;
      const sim::Figure &figure;
    };
    const bool tokens = c.workload.kind == model::WorkloadKind::Transformer;
    const std::vector<Key> keys{
        {"training", "step_time_s", r.training.step_time_s},
        {"training", tokens ? "tokens_per_s" : "samples_per_s",
         tokens ? r.training.tokens_per_s : r.training.samples_per_s},
        {"training", "mfu", r.training.mfu},
        {"training", "scaling_efficiency", r.training.scaling_efficiency},
        {"compute", "peak_flops_total", r.compute.peak_flops_total},
        {"power", "it_W", r.power.it_W},
        {"power", "facility_W", r.power.facility_W},
        {"cooling", "pue", r.cooling.pue},
        {"energy", "annual_kWh", r.energy.annual_kWh},
        {"energy", "annual_cost", r.energy.annual_cost},
        {"reliability", "goodput", r.reliability.goodput},
        {"reliability", "system_mtbf_s", r.reliability.system_mtbf_s},
        {"footprint", "run_energy_kWh", r.footprint.run_energy_kWh},
        {"footprint", "run_carbon_kg", r.footprint.run_carbon_kg},
        {"cost", "capex", r.cost.capex},
        {"cost", "tco", r.cost.tco},
        {"cost", "cost_per_accelerator_hour", r.cost.cost_per_accelerator_hour},
        {"cost", tokens ? "cost_per_million_tokens" : "run_cost",
         tokens ? r.cost.cost_per_million_tokens : r.cost.run_cost},
    };
    html_ += "<h2>" + esc(tr("Key figures")) + "</h2>" + kGrid;
    for (std::size_t k = 0; k < keys.size(); k += 2) {
      html_ += "<tr>";
      for (std::size_t j = k; j < k + 2 && j < keys.size(); ++j) {
        const Key &key = keys[j];
        QString value = key.figure.unit.empty() ? views::formatInUnit(key.figure.value, "")
                                                : figureText(key.figure.value, key.figure.unit);
        if (key.section == std::string_view("cost"))
          value = views::boundedCostText(r.cost, key.name, key.figure, value);
        // A figure published runs measure carries its band: how far the customer may lean on it.
        const auto band = sim::errorBandOf(c, std::string(key.section) + "." + key.name);
        const QString width = band ? "<br><span style=\"font-weight: normal;\">" +
                                         esc(tr("error band %1").arg(views::bandWidth(*band))) + "</span>"
                                   : QString();
        html_ += "<td class=\"label\" width=\"28%\">" + esc(views::figureLabel(key.section, key.name)) +
                 "</td><td width=\"22%\"><b>" + esc(value) + "</b>" + width + "</td>";
      }
      html_ += "</tr>";
    }
    html_ += "</table>";
    bandCaption(c);
  }

  // What the bands beside the throughput figures rest on.
  void bandCaption(const model::Config &c) {
    const auto band = sim::errorBandOf(c, "training.step_time_s");
    if (!band) return;
    html_ += "<p class=\"caption\">" +
             esc(tr("Error band of the training figures: %1. It is the band that held most published "
                    "training runs of this chip family when they were simulated.")
                     .arg(views::bandBasis(*band))) +
             "</p>";
  }

  void verdicts(std::size_t i) {
    const sim::CriteriaVerdicts &cv = c_.verdicts[i];
    html_ += "<h2>" + esc(tr("Selection criteria")) + "</h2>";
    html_ += "<p>" +
             (cv.must_pass ? esc(tr("Meets every must-rule; score %1 %, rank %2 of %3."))
                           : esc(tr("Must-rules failed: %1; score %2 %, rank %3 of %4.")).arg(cv.failed_must))
                 .arg(QLocale().toString(cv.score, 'f', 0), number(c_.rank[i]),
                      number(static_cast<long long>(c_.names.size()))) +
             "</p>";
    html_ += kGrid + header({esc(tr("Criterion")), esc(tr("Value")), esc(tr("Required")), esc(tr("Margin")),
                             esc(tr("Verdict"))},
                            {31, 16, 16, 25, 12});
    for (const sim::Verdict &v : cv.verdicts) {
      html_ += "<tr>" +
               cell(esc(v.rule->name) + (v.rule->must ? QString() : " <i>(" + esc(tr("wish")) + ")</i>")) +
               cell(esc(views::formatInUnit(v.figure.value, v.rule->unit)), "num") +
               cell(esc(views::thresholdText(*v.rule))) + cell(esc(marginText(v)), "num") +
               cell(esc(views::verdictOutcome(v)), verdictClass(v)) + "</tr>";
    }
    html_ += "</table>";
    if (std::any_of(cv.verdicts.begin(), cv.verdicts.end(),
                    [](const sim::Verdict &v) { return v.withinBand(); }))
      html_ += "<p class=\"caption\">" +
               esc(tr("\"Within the error band\": the requirement lies closer to the value than the "
                      "simulator's error band, so the outcome is not firm.")) +
               "</p>";
  }

  // How each candidate's deciding figures are computed: formula, terms and assumption.
  void appendix() {
    chapter(tr("Appendix: how the deciding figures are computed"));
    for (std::size_t i : order_) {
      const sim::CriteriaVerdicts &cv = c_.verdicts[i];
      html_ += "<h2>" + nameText(c_.names[i]) + "</h2>";
      std::set<std::string> shown;
      for (const sim::Verdict &v : cv.verdicts) {
        if (!shown.insert(v.rule->metric).second) continue;
        const sim::Figure &f = v.figure;
        html_ += "<h3>" + esc(v.rule->name) + "</h3>";
        if (!f.formula.empty()) html_ += "<p class=\"formula\">" + esc(views::figureText(f.formula)) + "</p>";
        if (f.term_count > 0) {
          html_ += R"(<table class="grid" border="1" cellspacing="0" cellpadding="3" width="70%">)" +
                   header({esc(tr("Term")), esc(tr("Value"))}, {60, 40});
          for (std::uint8_t t = 0; t < f.term_count; ++t)
            html_ += "<tr>" + cell(esc(views::termLabel(f.terms[t].name))) +
                     cell(esc(figureText(f.terms[t].value, f.terms[t].unit)), "num") + "</tr>";
          html_ += "</table>";
        }
        if (!f.assumption.empty())
          html_ += "<p class=\"assumption\">" + esc(tr("Assumption:")) + " " +
                   esc(views::figureText(f.assumption)) + "</p>";
      }
    }
  }

  // What each candidate is built from, for the builder, priced from public sources: one row per
  // kind of part, in rank order; a part without a public price says so and stays out of the total.
  void billsOfMaterials() {
    chapter(tr("Appendix: bills of materials"));
    for (std::size_t i : order_) {
      const sim::Capex capex = sim::pricedBill(in_.scenarios[i].config, results_[i]);
      html_ += "<h2>" + nameText(c_.names[i]) + "</h2>" + kGrid +
               header({esc(tr("Part")), esc(tr("Make or unit rating")), esc(tr("Quantity")),
                       esc(tr("Unit price")), esc(tr("Amount"))},
                      {27, 27, 13, 16, 17});
      std::vector<const model::PartPrice *> sources;
      for (const sim::PricedLine &p : capex.lines) {
        const sim::BomLine &line = p.line;
        const QString make = esc(printableName(views::makeOrRatingText(line)));
        const bool priced = p.status == sim::PriceStatus::Priced;
        const QString price =
            esc(priced ? figureText(p.unit_price, capex.currency) : views::priceStatusText(p.status));
        html_ += "<tr>" + cell(esc(views::figureText(line.name))) + cell(make) +
                 cell(esc(number(static_cast<long long>(line.quantity))), "num") + cell(price, "num") +
                 cell(priced ? esc(figureText(p.extended, capex.currency)) : QString(), "num") + "</tr>";
        if (priced && std::find(sources.begin(), sources.end(), p.price) == sources.end())
          sources.push_back(p.price);
      }
      html_ += "</table>";
      capitalCost(capex, sources);
    }
  }

  // The total under a bill, what the building adds, what is left out, and where each price comes from.
  void capitalCost(const sim::Capex &capex, std::vector<const model::PartPrice *> sources) {
    QString text = tr("Capital cost: %1.").arg(figureText(capex.totals.total, capex.currency));
    if (capex.building_price) {
      text +=
          " " + tr("The building (shell, power and cooling plant): %1, for %2 of IT power at full load at "
                   "%3 per watt.")
                    .arg(figureText(capex.totals.building, capex.currency),
                         figureText(capex.totals.building_it_W, "W"),
                         views::formatValue(capex.totals.building / capex.totals.building_it_W, "") + " " +
                             QString::fromUtf8(capex.currency.data(), qsizetype(capex.currency.size())));
      sources.push_back(capex.building_price);
    }
    if (capex.totals.unpriced > 0)
      text += " " + tr("Kinds of part without a public price, left out of the total: %1.")
                        .arg(number(capex.totals.unpriced));
    html_ += "<p>" + esc(text) + "</p>";
    QStringList cited;
    for (const model::PartPrice *price : sources)
      cited << fromStd(model::bundledTextIn(price->source, QLocale().name().toStdString()));
    if (!cited.isEmpty())
      html_ += "<p class=\"caption\">" + esc(tr("Prices: %1").arg(cited.join(QStringLiteral(" ")))) + "</p>";
  }

  void notes(const model::Config &c) {
    if (c.notes.empty()) return;
    html_ += "<h2>" + esc(tr("Notes: claims, assumptions and doubts")) + "</h2>";
    for (const QString &line : fromStd(c.notes).split('\n', Qt::SkipEmptyParts)) {
      const qsizetype colon = line.indexOf(':');
      // "Claims: ...", "Doubtful: ...": the lead word in bold.
      if (colon > 0 && colon < 16 && !line.left(colon).contains(' '))
        html_ +=
            "<p class=\"note\"><b>" + esc(line.left(colon + 1)) + "</b>" + esc(line.mid(colon + 1)) + "</p>";
      else
        html_ += "<p class=\"note\">" + esc(line) + "</p>";
    }
  }

  void snapshots(std::size_t i) {
    const ReportScenario &s = in_.scenarios[i];
    if (s.room.isNull() && s.network.isNull()) return;
    html_ += "<h2>" + esc(tr("Room and network")) + "</h2>";
    // Each across the column, so that its legend prints at a readable size (SceneSnapshot.h).
    auto picture = [&](const QImage &shot, const char *key, const QString &caption) {
      if (shot.isNull()) return;
      html_ += "<p align=\"center\">" + image(shot, QStringLiteral("%1-%2").arg(key).arg(i), kColumnWidth) +
               "</p><p class=\"caption\" align=\"center\">" + esc(caption) + "</p>";
    };
    picture(s.room, "room",
            tr("The data hall: cabinets in rows, nodes on their fronts, hot spares in white."));
    picture(s.network, "network",
            tr("The network under uniform all-to-all traffic: each cable coloured by its load, from idle "
               "(dark blue) to the busiest (yellow); red where traffic exceeds what it carries."));
  }

  // A drawing across the column, or as tall as a page allows, centred, with its caption.
  void drawing(std::unique_ptr<QGraphicsScene> scene, const QString &key, const QString &caption) {
    withoutLigatures(*scene);
    const QRectF drawn = scene->sceneRect();
    const double scale = std::min(kColumnWidth / drawn.width(), kMostDrawingHeight / drawn.height());
    const QUrl url(QStringLiteral("report://%1").arg(key));
    html_ += QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
                 .arg(url.toString())
                 .arg(qRound(drawn.width() * scale))
                 .arg(qRound(drawn.height() * scale)) +
             "<p class=\"caption\" align=\"center\">" + esc(caption) + "</p>";
    out_.drawings.emplace_back(url, std::move(scene));
  }

  // The plant as the Plant tab draws it: the power chain, the hall from above and one cabinet.
  void plant(std::size_t i) {
    const model::Config &c = in_.scenarios[i].config;
    const sim::Results &r = results_[i];
    listedSection(tr("Plant"));
    html_ += "<h3>" + esc(tr("Single-line diagram")) + "</h3>";
    if (r.power_chain.described) {
      auto diagram = std::make_unique<QGraphicsScene>();
      // Its text in the report's family: the diagram takes the scene's font (the others their own).
      diagram->setFont(QFont(documentFamily()));
      views::drawSingleLineDiagram(*diagram, c, r);
      drawing(std::move(diagram), QStringLiteral("diagram-%1").arg(i),
              tr("The power chain from the utility feed down to the cabinets: each box a group of units "
                 "with its redundancy, load at full power, use and headroom; the level that binds the "
                 "chain in orange."));
    } else {
      html_ += "<p>" +
               esc(tr("The power chain of this configuration is not described, so there is no single-line "
                      "diagram: its losses are taken as a flat %1 of the IT power."))
                   .arg(views::formatValue(c.cooling.distribution_loss, "ratio")) +
               "</p>";
    }
    html_ += "<h3>" + esc(tr("Floor plan")) + "</h3>";
    auto floor = std::make_unique<QGraphicsScene>();
    views::drawFloorPlan(*floor, c, r);
    drawing(std::move(floor), QStringLiteral("floor-%1").arg(i),
            tr("The data hall from above, to scale: the cabinets by row, coloured by the CDU or power "
               "distribution group they are on, the cold and hot aisles, and the floor's load against "
               "its rating."));
    html_ += "<h3>" + esc(tr("Rack elevation")) + "</h3>";
    auto rack = std::make_unique<QGraphicsScene>();
    views::drawRackElevation(*rack, c);
    drawing(std::move(rack), QStringLiteral("rack-%1").arg(i),
            tr("The front of one cabinet, unit by unit: its nodes, switch trays, power shelves and empty "
               "units."));
  }

  void scenario(std::size_t i) {
    const ReportScenario &s = in_.scenarios[i];
    chapter(printableName(s.name));
    html_ += "<p class=\"subtitle\">" +
             esc(tr("Scenario %1 of %2 · rank %3")
                     .arg(number(static_cast<long long>(i + 1)),
                          number(static_cast<long long>(in_.scenarios.size())), number(c_.rank[i]))) +
             "</p>";
    // What the customer reads first, then what it rests on.
    keyFigures(results_[i], s.config);
    configuration(s.config, results_[i]);
    verdicts(i);
    if (in_.options.notes) notes(s.config);
    snapshots(i);
    if (in_.options.plant) plant(i);
    if (!in_.options.charts) return;
    chart(charts::ChartKind::Pue, static_cast<int>(i), tr("PUE against coolant supply temperature"),
          tr("PUE and cooling energy of each cooling kind as the supply temperature changes; the square "
             "marks this "
             "configuration."),
          QStringLiteral("pue-%1").arg(i), true);
    chart(charts::ChartKind::Goodput, static_cast<int>(i), tr("Goodput against checkpoint period"),
          tr("Share of the wall time spent on useful training as the checkpoint period changes: too often "
             "wastes "
             "time writing, too seldom loses work at each failure."),
          QStringLiteral("goodput-%1").arg(i));
    chart(
        charts::ChartKind::CostSensitivity, static_cast<int>(i), tr("What moves the cost per million tokens"),
        tr("The cost per million tokens with each price and rate 20 % lower and higher on its own; the input "
           "that moves it most is on top."),
        QStringLiteral("cost-sensitivity-%1").arg(i));
  }

  const ReportInput &in_;
  const sim::Comparison &c_;
  const std::vector<sim::Results> &results_;
  charts::Scenarios series_;
  std::vector<std::size_t> order_;
  QString html_;
  qsizetype contentsAt_ = 0;
  int chapters_ = 0;
  ReportHtml out_;
};

} // namespace

ReportHtml reportHtml(const ReportInput &input, const sim::Comparison &comparison,
                      const std::vector<sim::Results> &results) {
  Builder builder(input, comparison, results);
  return builder.build();
}

} // namespace snp::report
