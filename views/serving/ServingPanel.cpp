#include "views/serving/ServingPanel.h"

#include "model/BundledText.h"

#include "model/ServedModel.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/ServingCost.h"
#include "views/FigureTable.h"
#include "views/FigureText.h"
#include "views/ProblemText.h"
#include "views/charts/LatencyCurveChart.h"

#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTextDocument>
#include <QVBoxLayout>

#include <array>

namespace snp::views {

namespace {

// The scenario's own transformer, among the model choices.
const char *const kScenarioModel = "scenario";
constexpr int kCurvePoints = 24;

// A choice of a combo box: its value, its name and its tooltip.
struct ChoiceText {
  int value;
  const char *name;
  const char *tip;
};

constexpr std::array kWeightFormats{
    ChoiceText{int(sim::WeightFormat::BF16), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "BF16"),
               QT_TRANSLATE_NOOP("snp::views::ServingPanel", "The trained format: 2 bytes a weight")},
    ChoiceText{int(sim::WeightFormat::FP8), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "FP8 (W8A8)"),
               QT_TRANSLATE_NOOP("snp::views::ServingPanel",
                                 "1 byte a weight, multiplied in FP8: half the memory traffic and twice the "
                                 "matrix rate where the accelerator has FP8")},
    ChoiceText{
        int(sim::WeightFormat::INT8), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "INT8 weight-only"),
        QT_TRANSLATE_NOOP("snp::views::ServingPanel",
                          "1 byte a weight, turned back into BF16 before each multiply: half the memory "
                          "traffic, no faster arithmetic")},
    ChoiceText{
        int(sim::WeightFormat::INT4), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "INT4 weight-only"),
        QT_TRANSLATE_NOOP("snp::views::ServingPanel",
                          "Half a byte a weight (AWQ-style), turned back into BF16 before each multiply")},
};

constexpr std::array kCacheFormats{
    ChoiceText{int(model::Precision::BF16), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "BF16"),
               QT_TRANSLATE_NOOP("snp::views::ServingPanel", "2 bytes a cached key or value")},
    ChoiceText{int(model::Precision::FP8), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "FP8"),
               QT_TRANSLATE_NOOP("snp::views::ServingPanel", "1 byte a cached key or value")},
    ChoiceText{int(model::Precision::INT8), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "INT8"),
               QT_TRANSLATE_NOOP("snp::views::ServingPanel", "1 byte a cached key or value")},
};

constexpr std::array kAttentionLayouts{
    ChoiceText{
        int(sim::AttentionSharding::Heads), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "Split by heads"),
        QT_TRANSLATE_NOOP("snp::views::ServingPanel",
                          "When tp exceeds the key/value heads, the ranks sharing a head each keep a copy "
                          "of its cache (vLLM, TensorRT-LLM)")},
    ChoiceText{
        int(sim::AttentionSharding::Batch), QT_TRANSLATE_NOOP("snp::views::ServingPanel", "Split by batch"),
        QT_TRANSLATE_NOOP("snp::views::ServingPanel",
                          "When tp exceeds the key/value heads, the ranks sharing a head keep different "
                          "requests' caches and exchange queries and outputs by two all-to-alls a layer "
                          "(Pope et al., MLSys 2023)")},
};

void fillChoices(QComboBox *box, const auto &formats) {
  for (const ChoiceText &f : formats) {
    box->addItem(ServingPanel::tr(f.name), f.value);
    box->setItemData(box->count() - 1, ServingPanel::tr(f.tip), Qt::ToolTipRole);
  }
}

QSpinBox *countBox(QWidget *parent, int low, int high, const QString &tip) {
  auto *box = new QSpinBox(parent);
  box->setRange(low, high);
  box->setGroupSeparatorShown(true);
  box->setToolTip(tip);
  return box;
}

} // namespace

ServingPanel::ServingPanel(QWidget *parent)
    : QWidget(parent), model_(new QComboBox(this)), weights_(new QComboBox(this)), kv_(new QComboBox(this)),
      attention_(new QComboBox(this)),
      tp_(countBox(this, 1, model::kMaxCount, tr("Tensor-parallel accelerators per replica"))),
      pp_(countBox(this, 1, model::kMaxCount, tr("Pipeline stages per replica"))),
      ep_(countBox(this, 1, model::kMaxCount,
                   tr("Expert-parallel ranks among the tensor-parallel ones (a mixture of experts only)"))),
      accelerators_(
          countBox(this, 1, model::kMaxCount, tr("The slice of the scenario's accelerators that serves"))),
      prompt_(countBox(this, 1, 10'000'000, tr("Mean prompt length"))),
      output_(countBox(this, 1, 10'000'000, tr("Mean output length"))), rate_(new QDoubleSpinBox(this)),
      target_(new QDoubleSpinBox(this)), latency_(new QComboBox(this)), refusal_(new QLabel(this)),
      chart_(new QChartView(this)), figures_(new FigureTable(this)) {
  setObjectName("ServingPanel");
  model_->setObjectName("ServedModel");
  model_->addItem(tr("This scenario's transformer"), QString::fromLatin1(kScenarioModel));
  for (model::ServedModel m : model::servedModels()) {
    model::localiseBundledTexts(m, QLocale().name().toStdString());
    model_->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
    model_->setItemData(model_->count() - 1, Qt::convertFromPlainText(QString::fromStdString(m.notes)),
                        Qt::ToolTipRole);
  }
  fillChoices(weights_, kWeightFormats);
  fillChoices(kv_, kCacheFormats);
  fillChoices(attention_, kAttentionLayouts);
  attention_->setObjectName("AttentionLayout");
  const sim::ServingSetup defaults;
  prompt_->setValue(int(defaults.prompt_tokens));
  output_->setValue(int(defaults.output_tokens));
  prompt_->setSuffix(tr(" tokens"));
  output_->setSuffix(tr(" tokens"));
  rate_->setRange(0, 1e9);
  rate_->setDecimals(1);
  rate_->setSuffix(tr(" requests/s"));
  rate_->setSpecialValueText(tr("one request alone"));
  rate_->setToolTip(tr("Requests per second offered to the slice, for the figures at that rate (operating "
                       "batch, latencies, accelerators needed); 0: one request alone"));
  target_->setRange(0.001, 1e9);
  target_->setDecimals(1);
  target_->setValue(defaults.latency_target_s * 1e3);
  target_->setSuffix(tr(" ms"));
  target_->setToolTip(tr("The P99 latency target the highest rate is judged by"));
  latency_->addItem(tr("End to end"), int(sim::LatencyKind::EndToEnd));
  latency_->addItem(tr("Time to first token"), int(sim::LatencyKind::TimeToFirstToken));
  latency_->setCurrentIndex(latency_->findData(int(defaults.target)));
  latency_->setToolTip(tr("Which latency the target bounds and the chart draws"));
  refusal_->setObjectName("ServingRefusal");
  refusal_->setWordWrap(true);
  // It quotes names and values the user typed or a file held: shown as typed, never as markup.
  refusal_->setTextFormat(Qt::PlainText);
  refusal_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  refusal_->setStyleSheet("color: #b02a1a;");
  refusal_->hide();
  chart_->setObjectName("LatencyChart");
  chart_->setRenderHint(QPainter::Antialiasing);
  chart_->setMinimumSize(280, 220);
  figures_->setObjectName("ServingFigures");

  auto *form = new QFormLayout;
  form->addRow(tr("Model:"), model_);
  form->addRow(tr("Weights:"), weights_);
  form->addRow(tr("KV cache:"), kv_);
  form->addRow(tr("Attention:"), attention_);
  auto *parallel = new QHBoxLayout;
  for (const auto &[label, box] :
       {std::pair{tr("tp"), tp_}, std::pair{tr("pp"), pp_}, std::pair{tr("ep"), ep_}}) {
    parallel->addWidget(new QLabel(label, this));
    parallel->addWidget(box, 1);
  }
  form->addRow(tr("Parallelism:"), parallel);
  form->addRow(tr("Accelerators:"), accelerators_);
  form->addRow(tr("Prompt:"), prompt_);
  form->addRow(tr("Output:"), output_);
  form->addRow(tr("Offered rate:"), rate_);
  form->addRow(tr("P99 target:"), target_);
  form->addRow(tr("Latency:"), latency_);
  // The fields' natural widths are those of their largest values ("1,000,000,000.0 requests/s");
  // they may narrow to a few digits, so that the panel fits a laptop screen's centre.
  const int fieldWidth = fontMetrics().averageCharWidth() * 10;
  for (QWidget *field : std::initializer_list<QWidget *>{model_, weights_, kv_, attention_, accelerators_,
                                                         prompt_, output_, rate_, target_, latency_})
    field->setMinimumWidth(fieldWidth);
  for (QSpinBox *box : {tp_, pp_, ep_})
    box->setMinimumWidth(fieldWidth / 2);
  auto *controls = new QVBoxLayout;
  controls->addLayout(form);
  controls->addWidget(figures_, 1);
  auto *plot = new QVBoxLayout;
  plot->addWidget(refusal_);
  plot->addWidget(chart_, 1);
  auto *layout = new QHBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(controls, 1);
  layout->addLayout(plot, 1);

  // Another model starts from the split that holds it.
  connect(model_, &QComboBox::currentIndexChanged, this, [this] {
    applyDefaultSplit();
    recompute();
  });
  for (QComboBox *box : {weights_, kv_, attention_, latency_})
    connect(box, &QComboBox::currentIndexChanged, this, &ServingPanel::recompute);
  for (QSpinBox *box : {tp_, pp_, ep_, accelerators_, prompt_, output_})
    connect(box, &QSpinBox::valueChanged, this, &ServingPanel::recompute);
  for (QDoubleSpinBox *box : {rate_, target_})
    connect(box, &QDoubleSpinBox::valueChanged, this, &ServingPanel::recompute);
}

void ServingPanel::setConfig(const model::Config &config) {
  if (configSet_ && config == config_) return;
  config_ = config;
  configSet_ = true;
  // The scenario's own transformer is offered only when its workload is one.
  const bool own = model::scenarioServedModel(config).has_value();
  auto *items = qobject_cast<QStandardItemModel *>(model_->model());
  items->item(0)->setEnabled(own);
  {
    const QSignalBlocker blockers[] = {QSignalBlocker(model_), QSignalBlocker(tp_), QSignalBlocker(pp_),
                                       QSignalBlocker(accelerators_)};
    if (!own && model_->currentIndex() == 0 && model_->count() > 1) model_->setCurrentIndex(1);
    accelerators_->setRange(1, std::max(1, config.accelerators()));
  }
  applyDefaultSplit();
  recompute();
}

void ServingPanel::applyDefaultSplit() {
  const QSignalBlocker blockers[] = {QSignalBlocker(tp_), QSignalBlocker(pp_), QSignalBlocker(accelerators_)};
  const sim::ServingSetup start =
      sim::defaultServingSetup(config_, transformer().value_or(model::TransformerShape{}));
  accelerators_->setValue(start.accelerators);
  tp_->setValue(start.tp);
  pp_->setValue(start.pp);
}

bool ServingPanel::selectModel(const QString &id) {
  const int index = model_->findData(id);
  if (index < 0) return false;
  model_->setCurrentIndex(index);
  return true;
}

std::optional<model::TransformerShape> ServingPanel::transformer() const {
  const std::string id = model_->currentData().toString().toStdString();
  const std::optional<model::ServedModel> served =
      id == kScenarioModel ? model::scenarioServedModel(config_) : model::findServedModel(id);
  if (!served) return std::nullopt;
  return served->transformer;
}

sim::ServingSetup ServingPanel::setup() const {
  sim::ServingSetup s = sim::defaultServingSetup(config_, transformer().value_or(model::TransformerShape{}));
  s.tp = tp_->value();
  s.pp = pp_->value();
  s.ep = ep_->value();
  s.accelerators = accelerators_->value();
  s.weights = static_cast<sim::WeightFormat>(weights_->currentData().toInt());
  s.kv_cache = static_cast<model::Precision>(kv_->currentData().toInt());
  s.attention_sharding = static_cast<sim::AttentionSharding>(attention_->currentData().toInt());
  s.prompt_tokens = prompt_->value();
  s.output_tokens = output_->value();
  s.request_rate_per_s = rate_->value();
  s.latency_target_s = target_->value() / 1e3;
  s.target = static_cast<sim::LatencyKind>(latency_->currentData().toInt());
  return s;
}

void ServingPanel::showRefusal(const QString &text) {
  refusal_->setText(text);
  refusal_->setVisible(!text.isEmpty());
}

void ServingPanel::recompute() {
  if (!configSet_) return;
  results_.reset();
  const sim::ServingSetup s = setup();
  const QString latency =
      latency_->currentIndex() == 0 ? tr("End-to-end latency") : tr("Time to first token");
  QChart *old = chart_->chart();
  if (!model::validate(config_).empty()) {
    showRefusal(tr("The scenario has problems (see the Problems dock): it cannot be evaluated."));
  } else if (!transformer()) {
    showRefusal(tr("The scenario's workload is not a transformer: choose a model to serve."));
  } else if (const auto refused = sim::servingRefusal(config_, s)) {
    showRefusal(tr("Cannot serve this setup: %1 %2")
                    .arg(QString::fromStdString(refused->path), problemMessage(*refused)));
  } else {
    results_ = sim::evaluateServing(config_, s, kCurvePoints);
    const sim::ServingModel replica(config_, s);
    if (replica.maxBatchByMemory() < 1)
      showRefusal(tr("Does not fit: at tp × pp = %1 × %2 an accelerator holds %3 of weights and %4 of KV "
                     "cache per request, against an HBM budget of %5. Spread the replica over more "
                     "accelerators or quantise the weights.")
                      .arg(s.tp)
                      .arg(s.pp)
                      .arg(formatValue(replica.weightBytesPerDevice(), "B"))
                      .arg(formatValue(replica.kvBytesPerTokenPerDevice() * replica.contextAtEnd(), "B"))
                      .arg(formatValue(replica.memoryBudgetPerDevice(), "B")));
    else
      showRefusal({});
  }
  const bool drawn = results_ && refusal_->isHidden();
  chart_->setChart(charts::makeLatencyCurveChart(
                       drawn ? results_->latency_curve : std::vector<sim::LatencyPoint>{}, s.latency_target_s,
                       drawn ? results_->max_rate_meeting_target_per_s.value : 0, latency)
                       .release());
  delete old;
  if (results_) {
    figures_->showFigures("serving", *results_);
    // What an output token costs on the slice, from the design's cost of ownership.
    figures_->appendFigures("serving", sim::servingCost(config_, sim::evaluate(config_).cost, s, *results_));
  } else {
    figures_->clearFigures();
  }
  emit recomputed();
}

} // namespace snp::views
