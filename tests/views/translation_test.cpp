#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/SurfaceFormat.h"
#include "model/Presets.h"
#include "model/ServedModel.h"
#include "sim/Evaluate.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SyntheticTrace.h"
#include "sim/serving/ServingResults.h"
#include "views/FigureLabels.h"
#include "views/FigureTable.h"
#include "views/FigureText.h"
#include "views/ProblemText.h"
#include "views/Units.h"
#include "views/compare/ResultsPanel.h"
#include "views/editor/ProblemsPanel.h"
#include "views/network/NetworkDrawing.h"
#include "views/scheduling/SchedulingPanel.h"
#include "views/serving/ServingPanel.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>
#include <vector>

namespace {

// The catalogue next to the sources; __FILE__ is absolute in the CMake build.
const QString kCatalogue =
    QFileInfo(QStringLiteral(__FILE__)).dir().filePath("../../translations/supernode-planner_zh_CN.ts");

QString fromUtf8(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

bool hasHan(const QString &text) { return text.contains(QRegularExpression(QStringLiteral("\\p{Han}"))); }

// The zh_CN catalogue the program embeds, installed for one test.
class ChineseTranslator {
public:
  // As main() does: the catalogue and the default locale, which bundled texts follow.
  ChineseTranslator() {
    loaded_ =
        translator_.load(QLocale(QLocale::Chinese, QLocale::China), "supernode-planner", "_", ":/i18n") &&
        QCoreApplication::installTranslator(&translator_);
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
  }
  ~ChineseTranslator() {
    QCoreApplication::removeTranslator(&translator_);
    QLocale::setDefault(previous_);
  }
  ChineseTranslator(const ChineseTranslator &) = delete;
  ChineseTranslator &operator=(const ChineseTranslator &) = delete;

  bool loaded() const { return loaded_; }

private:
  QTranslator translator_;
  QLocale previous_;
  bool loaded_ = false;
};

struct Message {
  QString context;
  QString source;
  QStringList translations; // one per numerus form
  bool unfinished = false;
};

std::vector<Message> readCatalogue(const QString &path) {
  std::vector<Message> messages;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return messages;
  QXmlStreamReader xml(&file);
  QString context;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == u"name") context = xml.readElementText();
    if (xml.name() != u"message") continue;
    const bool numerus = xml.attributes().value("numerus") == u"yes";
    Message message{context, {}, {}, false};
    while (xml.readNextStartElement()) {
      if (xml.name() == u"source") {
        message.source = xml.readElementText();
      } else if (xml.name() == u"translation") {
        message.unfinished = xml.attributes().value("type") == u"unfinished";
        if (!numerus) message.translations << xml.readElementText();
        while (numerus && xml.readNextStartElement())
          message.translations << xml.readElementText();
      } else {
        xml.skipCurrentElement();
      }
    }
    messages.push_back(message);
  }
  if (xml.hasError()) messages.clear();
  return messages;
}

QStringList matches(const char *pattern, const QString &text) {
  QStringList found;
  auto it = QRegularExpression(QString::fromLatin1(pattern)).globalMatch(text);
  while (it.hasNext())
    found << it.next().captured(0);
  found.sort();
  return found;
}

// Every figure the simulator produces, as (section, name).
std::vector<std::pair<std::string_view, std::string_view>> allFigures() {
  std::vector<std::pair<std::string_view, std::string_view>> figures;
  const snp::sim::Results results = snp::sim::evaluate(*snp::model::findPreset("seed-s3"));
  snp::sim::forEachFigure(results, [&](std::string_view section, std::string_view name,
                                       const snp::sim::Figure &) { figures.emplace_back(section, name); });
  return figures;
}

QTreeWidgetItem *findRow(const snp::views::ResultsPanel *panel, const QString &path) {
  for (int i = 0; i < panel->topLevelItemCount(); ++i)
    for (int j = 0; j < panel->topLevelItem(i)->childCount(); ++j)
      if (panel->topLevelItem(i)->child(j)->data(0, Qt::UserRole).toString() == path)
        return panel->topLevelItem(i)->child(j);
  return nullptr;
}

} // namespace

class TranslationTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void catalogueIsCompleteAndKeepsMarkup() {
    const std::vector<Message> messages = readCatalogue(kCatalogue);
    QVERIFY2(messages.size() > 100, qPrintable("cannot read the messages of " + kCatalogue));
    for (const Message &message : messages) {
      const QByteArray where = (message.context + ": " + message.source).toUtf8();
      QVERIFY2(!message.unfinished, where.constData());
      for (const QString &translation : message.translations) {
        QVERIFY2(!translation.trimmed().isEmpty(), where.constData());
        // Placeholders, the window-modified marker and HTML tags stay as they are.
        for (const char *pattern : {"%L?\\d+|%n|\\[\\*\\]", "<[^>]+>"})
          QVERIFY2(matches(pattern, translation) == matches(pattern, message.source), where.constData());
        // The accelerator letter stays, in the Chinese form "文件(&F)".
        const QStringList accelerators = matches("&\\w", message.source);
        QVERIFY2(matches("&\\w", translation) == accelerators, where.constData());
        for (const QString &accelerator : accelerators)
          QVERIFY2(translation.contains('(' + accelerator + ')'), where.constData());
      }
    }
  }

  void embeddedCatalogueTranslatesKnownStrings() {
    const ChineseTranslator zh;
    QVERIFY2(zh.loaded(), "the zh_CN catalogue must be embedded under :/i18n");
    const struct {
      const char *context;
      const char *source;
      QString translation;
    } expected[]{
        {"snp::app::MainWindow", "&File", QStringLiteral("文件(&F)")},
        {"snp::app::MainWindow", "Results", QStringLiteral("结果")},
        {"FigureLabels", "Step time", QStringLiteral("单步时间")},
        {"FigureLabels", "Bisection bandwidth", QStringLiteral("对分带宽")},
        {"FigureLabels", "Model FLOPs utilisation (MFU)", QStringLiteral("模型算力利用率（MFU）")},
        {"FigureLabels", "Scaling efficiency", QStringLiteral("扩展效率")},
        {"FigureLabels", "Reliability and failover", QStringLiteral("可靠性与故障切换")},
    };
    for (const auto &message : expected)
      QCOMPARE(QCoreApplication::translate(message.context, message.source), message.translation);
    QCOMPARE(QCoreApplication::translate("snp::views::ResultsPanel", "Cannot evaluate. Problems: %1").arg(3),
             QStringLiteral("无法评估：存在 3 个问题"));
  }

  void everyFigureHasALabelInEachLanguage() {
    const auto figures = allFigures();
    QVERIFY(figures.size() > 80);
    std::map<std::string_view, QSet<QString>> englishBySection;
    for (const auto &[section, name] : figures) {
      const QString english = snp::views::figureLabel(section, name);
      const QByteArray path = (fromUtf8(section) + '.' + fromUtf8(name)).toUtf8();
      QVERIFY2(english != fromUtf8(name), path.constData()); // not the identifier fallback
      QVERIFY2(!englishBySection[section].contains(english), path.constData());
      englishBySection[section].insert(english);
      QVERIFY2(snp::views::sectionLabel(section) != fromUtf8(section), path.constData());
    }
    const ChineseTranslator zh;
    QVERIFY(zh.loaded());
    std::map<std::string_view, QSet<QString>> chineseBySection;
    for (const auto &[section, name] : figures) {
      const QString chinese = snp::views::figureLabel(section, name);
      const QByteArray path = (fromUtf8(section) + '.' + fromUtf8(name)).toUtf8();
      QVERIFY2(hasHan(chinese), path.constData());
      QVERIFY2(!chineseBySection[section].contains(chinese), path.constData());
      chineseBySection[section].insert(chinese);
      QVERIFY2(hasHan(snp::views::sectionLabel(section)), path.constData());
    }
  }

  void windowShowsChineseUnderTheTranslator() {
    const ChineseTranslator zh;
    QVERIFY(zh.loaded());
    const QString stepTime = snp::views::figureLabel("training", "step_time_s");
    QVERIFY(!stepTime.isEmpty());
    QVERIFY(stepTime != QStringLiteral("Step time"));

    snp::app::MainWindow window("seed-s3");
    const QList<QAction *> menus = window.menuBar()->actions();
    QVERIFY(!menus.isEmpty());
    QVERIFY2(menus.first()->text().contains(QStringLiteral("文件")), qPrintable(menus.first()->text()));
    const QTreeWidgetItem *row = findRow(window.resultsPanel(), "training.step_time_s");
    QVERIFY(row);
    QCOMPARE(row->text(0), stepTime);
    QVERIFY2(hasHan(row->text(0)), qPrintable(row->text(0)));
    QVERIFY(hasHan(row->parent()->text(0)));
    // Units with words in them read in Chinese, and the English spelling is still understood.
    const snp::views::Unit &price = snp::views::defaultUnit(snp::views::Quantity::PricePerEnergy);
    QCOMPARE(snp::views::symbolOf(price), QStringLiteral("/kWh"));
    QCOMPARE(snp::views::findUnit(snp::views::Quantity::PricePerEnergy, QStringLiteral("per kWh")), &price);
    // The bundled presets' names are Chinese in a Chinese window.
    QVERIFY2(hasHan(QString::fromStdString(window.document()->scenarios().front().name)),
             window.document()->scenarios().front().name.c_str());
  }

  // A validated figure shows its band beside the value and says in its tooltip, in Chinese, what
  // the band rests on; a chip without published runs says it is not validated.
  void errorBandsShowBesideTheValues() {
    const ChineseTranslator zh;
    QVERIFY(zh.loaded());
    snp::app::MainWindow hopper("dgx-h100-superpod");
    const QTreeWidgetItem *step = findRow(hopper.resultsPanel(), "training.step_time_s");
    QVERIFY(step);
    QVERIFY2(step->text(2).startsWith(QStringLiteral("±")) && step->text(2).endsWith(" %"),
             qPrintable(step->text(2)));
    const QString tooltip = step->data(0, Qt::ToolTipRole).toString();
    QVERIFY2(tooltip.contains("NVIDIA Hopper") && tooltip.contains(QStringLiteral("误差带")),
             qPrintable(tooltip));
    const QTreeWidgetItem *power = findRow(hopper.resultsPanel(), "power.it_W");
    QVERIFY(power);
    QVERIFY(power->text(2).isEmpty());

    snp::app::MainWindow seed("seed-s3");
    const QTreeWidgetItem *unvalidated = findRow(seed.resultsPanel(), "training.step_time_s");
    QVERIFY(unvalidated);
    QCOMPARE(unvalidated->text(2), QStringLiteral("未经验证"));
  }

  void validationMessagesAreTranslatedWithTheirValues() {
    const ChineseTranslator zh;
    QVERIFY(zh.loaded());
    snp::app::MainWindow window("seed-s1");
    QVERIFY(window.document()->editField("workload.parallelism.dp", 3)); // tp·pp·dp no longer 128
    QListWidget *problems = window.problemsPanel()->list();
    QVERIFY(problems->count() > 0);
    const QString text = problems->item(0)->text();
    // The path and the numbers stay; the words around them are Chinese.
    QVERIFY2(text.startsWith("workload.parallelism: ") && hasHan(text), qPrintable(text));
    QVERIFY2(text.contains("1·1·3 = 3") && text.contains("128"), qPrintable(text));

    // A refused edit explains itself in Chinese too, naming the field and the range.
    QStringList refusal;
    QVERIFY(!window.document()->editField("cooling.supply_C", 90.0, &refusal));
    QVERIFY2(refusal.join(' ').contains("cooling.supply_C") && refusal.join(' ').contains("[5, 70]") &&
                 hasHan(refusal.join(' ')),
             qPrintable(refusal.join(' ')));
  }

  void formulaTooltipsAreChinese() {
    const ChineseTranslator zh;
    QVERIFY(zh.loaded());
    snp::app::MainWindow window("seed-s3");
    const QTreeWidgetItem *row = findRow(window.resultsPanel(), "power.it_W");
    QVERIFY(row);
    // "nodes x node + optics", its term values and "scale-out switches other than their optics
    // are not counted", in Chinese; the path and the numbers stay.
    const QString tooltip = row->data(0, Qt::ToolTipRole).toString();
    QVERIFY2(tooltip.contains("power.it_W") && hasHan(tooltip), qPrintable(tooltip));
    QVERIFY2(!tooltip.contains("nodes x node + optics") && !tooltip.contains("are not counted"),
             qPrintable(tooltip));

    // Every assumption the simulator states in words for any preset reads in Chinese (one that
    // is only mathematics, "floor(N/2) x ceil(N/2)", stays as it is).
    const QRegularExpression word(QStringLiteral("\\b(?!(?:floor|ceil|sqrt|min|max|log2)\\b)[a-z]{3,}\\b"));
    for (const snp::model::Config &config : snp::model::presets()) {
      const snp::sim::Results results = snp::sim::evaluate(config);
      snp::sim::forEachFigure(
          results, [&](std::string_view, std::string_view name, const snp::sim::Figure &f) {
            if (f.assumption.empty() || !QString::fromUtf8(f.assumption.text()).contains(word)) return;
            const QString text = snp::views::figureText(f.assumption);
            QVERIFY2(hasHan(text),
                     qPrintable(QString::fromStdString(config.id + " " + std::string(name)) + ": " + text));
          });
    }
  }

  // The scheduler's and the serving model's figures explain themselves in Chinese too: every
  // formula and assumption with a word in it, in each of the variants a run can state (cancelled,
  // refused, beyond capacity, unreachable), and the tooltips of both panels' figure tables.
  void schedulingAndServingFiguresAreChinese() {
    const ChineseTranslator zh;
    QVERIFY(zh.loaded());
    // Words, not the functions a formula names: "step(max(b, 1))" stays as it is.
    const QRegularExpression word(
        QStringLiteral("\\b(?!(?:floor|ceil|sqrt|min|max|log2|step)\\b)[a-z]{3,}\\b"));
    int checked = 0;
    const auto check = [&](const char *what, std::string_view name, const snp::sim::Figure &f) {
      for (const snp::model::Message &text : {f.formula, f.assumption}) {
        if (!fromUtf8(text.view()).contains(word)) continue;
        const QString shown = snp::views::figureText(text);
        QVERIFY2(hasHan(shown), qPrintable(QString(what) + " " + fromUtf8(name) + ": " + shown));
        ++checked;
      }
    };

    const snp::model::Config s1 = *snp::model::findPreset("seed-s1");
    const auto spec = snp::sim::parseSyntheticTraceSpec("jobs=300,load=0.9,seed=3", s1.accelerators());
    QVERIFY(spec.spec);
    const snp::sim::JobTrace trace = snp::sim::generateSyntheticTrace(*spec.spec);
    snp::sim::ScheduleOptions options;
    QVERIFY(snp::sim::scheduleProblems(s1, trace, options).empty());
    const snp::sim::ScheduleResult whole = snp::sim::simulateSchedule(s1, trace, options);
    QVERIFY(whole.complete);
    whole.figures.forEachFigure(
        [&](std::string_view name, const snp::sim::Figure &f) { check("schedule", name, f); });
    options.max_events = 50; // stopped early: "cancelled before the end"
    const snp::sim::ScheduleResult cut = snp::sim::simulateSchedule(s1, trace, options);
    QVERIFY(!cut.complete);
    QVERIFY(!cut.figures.finished_jobs.assumption.empty());
    cut.figures.forEachFigure(
        [&](std::string_view name, const snp::sim::Figure &f) { check("cancelled schedule", name, f); });

    const snp::model::Config s3 = *snp::model::findPreset("seed-s3");
    const snp::model::TransformerShape llama = snp::model::findServedModel("llama-3-70b").value().transformer;
    const snp::sim::ServingSetup plain = snp::sim::defaultServingSetup(s3, llama);
    const double capacity = snp::sim::servingCapacity(snp::sim::ServingModel(s3, plain));
    std::vector<std::pair<snp::model::Config, snp::sim::ServingSetup>> setups;
    setups.emplace_back(s3, plain); // one request alone
    snp::sim::ServingSetup loaded = plain;
    loaded.request_rate_per_s = 0.5 * capacity;
    loaded.attention_sharding = snp::sim::AttentionSharding::Batch;
    setups.emplace_back(s3, loaded);
    snp::sim::ServingSetup beyond = plain;
    beyond.request_rate_per_s = 1.01 * capacity;
    setups.emplace_back(s3, beyond);
    snp::sim::ServingSetup unreachable = loaded;
    unreachable.latency_target_s = 1e-6;
    setups.emplace_back(s3, unreachable);
    snp::sim::ServingSetup alone = plain; // 141 GB of BF16 weights on one 80 GB H100
    alone.accelerators = 1;
    alone.tp = 1;
    alone.pp = 1;
    setups.emplace_back(*snp::model::findPreset("dgx-h100-superpod"), alone);
    for (const auto &[config, setup] : setups) {
      QVERIFY(!snp::sim::servingRefusal(config, setup));
      const snp::sim::ServingResults r = snp::sim::evaluateServing(config, setup, 4);
      r.forEachFigure([&](std::string_view name, const snp::sim::Figure &f) { check("serving", name, f); });
    }
    QVERIFY2(checked > 150, qPrintable(QString::number(checked)));

    // A setup the serving model refuses reads in Chinese too, whichever setting breaks it.
    const auto refusedInChinese = [&](snp::sim::ServingSetup setup, const char *setting) {
      const auto refusal = snp::sim::servingRefusal(s3, setup);
      QVERIFY2(refusal && refusal->path == setting, setting);
      const QString text = snp::views::problemMessage(*refusal);
      QVERIFY2(hasHan(text), qPrintable(text));
    };
    snp::sim::ServingSetup bad = plain;
    bad.tp = 3;
    refusedInChinese(bad, "tp");
    bad = plain;
    bad.ep = 2;
    refusedInChinese(bad, "ep");
    bad = plain;
    bad.prompt_tokens = 0;
    refusedInChinese(bad, "prompt-tokens");
    bad = plain;
    bad.request_rate_per_s = 2e12;
    refusedInChinese(bad, "rate");
    bad = plain;
    bad.target_quantile = 1;
    refusedInChinese(bad, "quantile");

    // Where they are shown: each row's tooltip of the panels' figure tables.
    const auto tooltipsAreChinese = [](const QTableWidget *table, const char *english) {
      QVERIFY(table->rowCount() > 10);
      for (int row = 0; row < table->rowCount(); ++row) {
        const QString tooltip = table->item(row, 1)->toolTip();
        QVERIFY2(hasHan(tooltip) && !tooltip.contains(QLatin1String(english)), qPrintable(tooltip));
      }
    };
    snp::views::ServingPanel serving;
    serving.setConfig(s3);
    QVERIFY(serving.selectModel("llama-3-70b"));
    QVERIFY(serving.results());
    tooltipsAreChinese(serving.figures(), "each replica holds a whole copy of the weights");

    snp::views::SchedulingPanel scheduling;
    scheduling.setConfig(s1);
    scheduling.setSyntheticSpec("jobs=300,load=0.9,seed=3");
    QSignalSpy finished(&scheduling, &snp::views::SchedulingPanel::runFinished);
    scheduling.start();
    QVERIFY(finished.wait(60000));
    tooltipsAreChinese(scheduling.figures(), "jobs in the trace");
  }

  // The network view's caption says what is drawn and how; under the translator no English word
  // is left in it but the names Dragonfly and pod. Every preset's fabric on both tiers, also
  // aggregated (few lines allowed) so that the notes on how it is drawn appear.
  void networkCaptionsAreChinese() {
    const ChineseTranslator zh;
    QVERIFY(zh.loaded());
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    int aggregated = 0;
    for (const snp::model::Config &config : snp::model::presets())
      for (snp::views::DrawnTiers tiers : {snp::views::DrawnTiers::ScaleUp, snp::views::DrawnTiers::Both})
        for (std::size_t lines : {std::size_t(50), std::size_t(4096)}) {
          snp::views::NetworkDrawingOptions options;
          options.tiers = tiers;
          options.max_links = lines;
          const snp::views::NetworkDrawing drawing = snp::views::networkDrawing(config, options);
          const QString caption = fromUtf8(drawing.description);
          aggregated += drawing.aggregated;
          QVERIFY2(hasHan(caption), qPrintable(caption));
          for (const QRegularExpressionMatch &match : word.globalMatch(caption))
            QVERIFY2(match.captured() == "Dragonfly" || match.captured() == "pod",
                     qPrintable(match.captured() + " in " + caption));
        }
    QVERIFY(aggregated > 0);
  }

  void withoutATranslatorValidationMessagesAreEnglish() {
    snp::app::MainWindow window("seed-s1");
    QStringList refusal;
    QVERIFY(!window.document()->editField("cooling.supply_C", 90.0, &refusal));
    QCOMPARE(refusal.join(' '), QString("cooling.supply_C: is 90 °C; must be in [5, 70] °C"));
  }

  void withoutATranslatorLabelsAreEnglish() {
    QCOMPARE(snp::views::sectionLabel("training"), QStringLiteral("Training"));
    QCOMPARE(snp::views::figureLabel("training", "step_time_s"), QStringLiteral("Step time"));
    QCOMPARE(snp::views::figureLabel("cooling", "pue"), QStringLiteral("PUE"));
    QCOMPARE(snp::views::figureLabel("cooling", "facility_W"), QStringLiteral("Facility power"));
    // Unknown keys, and a name under the wrong section, fall back to the identifier.
    QCOMPARE(snp::views::sectionLabel("no_such_section"), QStringLiteral("no_such_section"));
    QCOMPARE(snp::views::figureLabel("training", "no_such_figure"), QStringLiteral("no_such_figure"));
    QCOMPARE(snp::views::figureLabel("power", "pue"), QStringLiteral("pue"));

    snp::app::MainWindow window("seed-s3");
    QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    const QTreeWidgetItem *row = findRow(window.resultsPanel(), "training.step_time_s");
    QVERIFY(row);
    QCOMPARE(row->text(0), QStringLiteral("Step time"));
    QCOMPARE(row->parent()->text(0), QStringLiteral("Training"));
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  TranslationTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "translation_test.moc"
