#include "app/gui/ProjectDocument.h"

#include "app/gui/DocumentCommands.h"
#include "app/gui/EditFieldCommand.h"
#include "app/i18n/Translations.h"
#include "model/BundledText.h"
#include "model/ConfigEdit.h"
#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "views/ChoiceLabel.h"
#include "views/ProblemText.h"
#include "views/Units.h"
#include "views/editor/FieldCatalog.h"

#include <QLocale>

#include <algorithm>

namespace snp::app {

namespace {

// A value an edit took along, as the editor shows it: "80 %", "32 °C", "Cold plate", "8 × 16 × 16".
QString followedValue(const views::FieldSpec *field, const nlohmann::json &value) {
  if (field && value.is_number()) {
    const views::Unit &unit = field->unit();
    const QString symbol = views::symbolOf(unit);
    return views::formatNumber(views::fromSi(value.get<double>(), unit)) +
           (symbol.isEmpty() ? QString() : QStringLiteral(" ") + symbol);
  }
  if (value.is_string())
    return field && field->type == views::FieldType::Choice
               ? views::choiceLabel(value.get<std::string>())
               : QString::fromStdString(value.get<std::string>());
  if (value.is_array() &&
      std::all_of(value.begin(), value.end(), [](const auto &v) { return v.is_number(); })) {
    QStringList items;
    for (const nlohmann::json &item : value)
      items << QLocale().toString(item.get<double>(), 'g', 12);
    return items.join(QStringLiteral(" × "));
  }
  if (value.is_boolean()) return value.get<bool>() ? ProjectDocument::tr("on") : ProjectDocument::tr("off");
  return QString::fromStdString(value.dump());
}

// What came with the program reads in the interface's language (model/BundledText.h).
void localise(std::vector<model::Scenario> &scenarios) {
  for (model::Scenario &scenario : scenarios)
    model::localiseBundledTexts(scenario, interfaceLanguage());
}
void localise(std::vector<model::CriteriaSet> &sets) {
  for (model::CriteriaSet &set : sets)
    model::localiseBundledTexts(set, interfaceLanguage());
}

} // namespace

std::vector<model::Scenario> ProjectDocument::defaultScenarios() {
  std::vector<model::Scenario> scenarios;
  for (const model::Config &preset : model::presets())
    scenarios.push_back({preset.name, preset});
  return scenarios;
}

ProjectDocument::ProjectDocument(std::vector<model::Scenario> scenarios, QObject *parent)
    : QObject(parent), scenarios_(std::move(scenarios)), criteriaSets_{model::defaultCriteriaSet()} {
  if (scenarios_.empty()) scenarios_ = defaultScenarios();
  localise(scenarios_);
  localise(criteriaSets_);
  undoStack_.setUndoLimit(kUndoLimit);
  connect(&undoStack_, &QUndoStack::cleanChanged, this, &ProjectDocument::modifiedChanged);
}

void ProjectDocument::setCurrentIndex(int index) {
  index = std::clamp(index, 0, static_cast<int>(scenarios_.size()) - 1);
  if (index == current_) return;
  current_ = index;
  emit changed();
}

void ProjectDocument::replaceConfig(const model::Config &next, const QString &description) {
  if (next == config()) return;
  undoStack_.push(new ReplaceConfigCommand(*this, current_, next, description));
}

void ProjectDocument::setPriceBook(const model::PriceBookRef &book, bool everyScenario) {
  const QString description = tr("Change the price book");
  undoStack_.beginMacro(description);
  for (int i = 0; i < static_cast<int>(scenarios_.size()); ++i) {
    if (!everyScenario && i != current_) continue;
    model::Config next = scenarios_[static_cast<std::size_t>(i)].config;
    next.price_book = book;
    if (!(next == scenarios_[static_cast<std::size_t>(i)].config))
      undoStack_.push(new ReplaceConfigCommand(*this, i, next, description));
  }
  undoStack_.endMacro();
}

void ProjectDocument::replaceConfig(const model::FollowedStructure &edit, const QString &description) {
  if (edit.config == config()) return;
  undoStack_.push(new ReplaceConfigCommand(*this, current_, edit.config, description));
  // The first few, then how many more: a new chip moves a dozen fields.
  constexpr int kNamed = 6;
  QStringList followed;
  for (const model::FieldChange &change : edit.changes) {
    if (followed.size() == kNamed) {
      followed << tr("and %n more", nullptr, static_cast<int>(edit.changes.size()) - kNamed);
      break;
    }
    followed << tr("%1 → %2").arg(views::fieldLabel(change.path),
                                  followedValue(views::findField(change.path), change.after));
  }
  for (const model::Problem &problem : edit.unfollowed)
    followed << views::problemText(problem);
  if (!followed.isEmpty()) emit structureFollowed(followed);
}

bool ProjectDocument::editField(const std::string &path, const nlohmann::json &value, QStringList *refusal) {
  // The scenario and its configuration carry one name, unique in the project: the editor's Name
  // field renames the scenario.
  if (path == "name" && value.is_string()) {
    renameScenario(current_, QString::fromStdString(value.get<std::string>()));
    return true;
  }
  model::FieldEdit edit = model::withField(config(), path, value);
  // A name that followed the new size onto another scenario's stays as it was.
  if (edit.config && edit.config->name != config().name &&
      uniqueName(QString::fromStdString(edit.config->name), current_).toStdString() != edit.config->name) {
    edit.config->name = config().name;
    std::erase_if(edit.followed, [](const model::FieldChange &change) { return change.path == "name"; });
  }
  if (!edit.config) {
    if (refusal)
      for (const model::Problem &problem : edit.problems)
        *refusal << views::problemText(problem);
    return false;
  }
  if (*edit.config == config()) return true;
  std::vector<model::FieldChange> changes{
      {path, model::fieldValue(config(), path), model::fieldValue(*edit.config, path)}};
  changes.insert(changes.end(), edit.followed.begin(), edit.followed.end());
  undoStack_.push(new EditFieldCommand(*this, current_, std::move(changes)));
  QStringList followed;
  for (const model::FieldChange &change : edit.followed) {
    followed << tr("%1 → %2").arg(views::fieldLabel(change.path),
                                  followedValue(views::findField(change.path), change.after));
  }
  for (const model::Problem &problem : edit.unfollowed)
    followed << views::problemText(problem);
  if (!followed.isEmpty()) emit structureFollowed(followed);
  return true;
}

QString ProjectDocument::uniqueName(const QString &wanted, int ignoring) const {
  const QString base = wanted.trimmed().isEmpty() ? tr("Scenario") : wanted.trimmed();
  auto taken = [&](const QString &name) {
    for (std::size_t i = 0; i < scenarios_.size(); ++i)
      if (static_cast<int>(i) != ignoring && QString::fromStdString(scenarios_[i].name) == name) return true;
    return false;
  };
  QString name = base;
  for (int n = 2; taken(name); ++n)
    name = QStringLiteral("%1 (%2)").arg(base).arg(n);
  return name;
}

void ProjectDocument::addScenario(model::Scenario scenario) {
  model::localiseBundledTexts(scenario, interfaceLanguage());
  scenario.name = uniqueName(QString::fromStdString(scenario.name)).toStdString();
  scenario.config.name = scenario.name;
  std::vector<model::Scenario> next = scenarios_;
  const int at = current_ + 1;
  next.insert(next.begin() + at, std::move(scenario));
  const QString text = tr("Add scenario %1").arg(QString::fromStdString(next[at].name));
  undoStack_.push(new ScenarioListCommand(*this, std::move(next), at, text));
}

void ProjectDocument::duplicateScenario(int index) {
  if (index < 0 || index >= static_cast<int>(scenarios_.size())) return;
  model::Scenario copy = scenarios_[index];
  copy.name = tr("%1 copy").arg(QString::fromStdString(copy.name)).toStdString();
  copy.compared = true;  // a new candidate, as every new scenario is
  copy.baseline = false; // one baseline at most
  setCurrentIndex(index);
  addScenario(std::move(copy));
}

void ProjectDocument::renameScenario(int index, const QString &name) {
  if (index < 0 || index >= static_cast<int>(scenarios_.size()) || name.trimmed().isEmpty()) return;
  const std::string unique = uniqueName(name, index).toStdString();
  if (unique == scenarios_[index].name) return;
  std::vector<model::Scenario> next = scenarios_;
  // The scenario and its configuration carry one name, so no view shows a stale one.
  next[index].name = unique;
  next[index].config.name = unique;
  undoStack_.push(new ScenarioListCommand(*this, std::move(next), index,
                                          tr("Rename scenario to %1").arg(QString::fromStdString(unique))));
}

void ProjectDocument::removeScenario(int index) {
  if (scenarios_.size() < 2 || index < 0 || index >= static_cast<int>(scenarios_.size())) return;
  std::vector<model::Scenario> next = scenarios_;
  const QString name = QString::fromStdString(next[index].name);
  next.erase(next.begin() + index);
  const int current = std::min(index, static_cast<int>(next.size()) - 1);
  undoStack_.push(
      new ScenarioListCommand(*this, std::move(next), current, tr("Delete scenario %1").arg(name)));
}

void ProjectDocument::setCompared(const QList<bool> &compared) {
  std::vector<model::Scenario> next = scenarios_;
  for (qsizetype i = 0; i < compared.size() && i < static_cast<qsizetype>(next.size()); ++i)
    next[static_cast<std::size_t>(i)].compared = compared[i];
  if (next == scenarios_) return;
  undoStack_.push(
      new ScenarioListCommand(*this, std::move(next), current_, tr("Change the compared scenarios")));
}

void ProjectDocument::setBaseline(int index) {
  std::vector<model::Scenario> next = scenarios_;
  for (std::size_t i = 0; i < next.size(); ++i)
    next[i].baseline = static_cast<int>(i) == index;
  if (next == scenarios_) return;
  const QString text = index < 0 || index >= static_cast<int>(next.size())
                           ? tr("Compare without a baseline")
                           : tr("Compare against %1").arg(QString::fromStdString(next[index].name));
  undoStack_.push(new ScenarioListCommand(*this, std::move(next), current_, text));
}

void ProjectDocument::moveScenario(int from, int to) {
  const int count = static_cast<int>(scenarios_.size());
  if (from < 0 || from >= count || to < 0 || to >= count || from == to) return;
  std::vector<model::Scenario> next = scenarios_;
  model::Scenario moved = std::move(next[from]);
  next.erase(next.begin() + from);
  next.insert(next.begin() + to, std::move(moved));
  const QString text = tr("Move scenario %1").arg(QString::fromStdString(next[to].name));
  undoStack_.push(new ScenarioListCommand(*this, std::move(next), to, text));
}

void ProjectDocument::setCurrentCriteriaIndex(int index) {
  index = std::clamp(index, 0, static_cast<int>(criteriaSets_.size()) - 1);
  if (index == currentCriteria_) return;
  currentCriteria_ = index;
  emit criteriaChanged();
}

void ProjectDocument::replaceCriteriaSet(int index, const model::CriteriaSet &set,
                                         const QString &description) {
  if (index < 0 || index >= static_cast<int>(criteriaSets_.size()) || criteriaSets_[index] == set) return;
  std::vector<model::CriteriaSet> next = criteriaSets_;
  next[index] = set;
  // Set names are keys in the project file: a rename onto a taken name gets a number.
  const std::string base = set.name.empty() ? tr("Criteria").toStdString() : set.name;
  auto taken = [&](const std::string &name) {
    for (std::size_t i = 0; i < next.size(); ++i)
      if (static_cast<int>(i) != index && next[i].name == name) return true;
    return false;
  };
  next[index].name = base;
  for (int n = 2; taken(next[index].name); ++n)
    next[index].name = base + " (" + std::to_string(n) + ")";
  undoStack_.push(new CriteriaSetCommand(*this, std::move(next), index, description));
}

void ProjectDocument::addCriteriaSet(model::CriteriaSet set) {
  model::localiseBundledTexts(set, interfaceLanguage());
  std::vector<model::CriteriaSet> next = criteriaSets_;
  const QString base = QString::fromStdString(set.name);
  QString name = base;
  for (int n = 2;
       std::any_of(next.begin(), next.end(), [&](const auto &s) { return s.name == name.toStdString(); });
       ++n)
    name = QStringLiteral("%1 (%2)").arg(base).arg(n);
  set.name = name.toStdString();
  next.push_back(std::move(set));
  const int at = static_cast<int>(next.size()) - 1;
  undoStack_.push(new CriteriaSetCommand(*this, std::move(next), at, tr("Add criteria set %1").arg(name)));
}

void ProjectDocument::assign(int index, const model::Config &config) {
  // A name that followed the size, or its undo, renames the scenario with its configuration.
  const bool renamed = scenarios_[index].config.name != config.name;
  if (renamed) scenarios_[index].name = config.name;
  scenarios_[index].config = config;
  current_ = index; // undoing an edit shows the scenario it happened in
  if (renamed) emit scenariosChanged();
  emit changed();
}

void ProjectDocument::assignScenarios(std::vector<model::Scenario> scenarios, int current) {
  scenarios_ = std::move(scenarios);
  current_ = std::clamp(current, 0, static_cast<int>(scenarios_.size()) - 1);
  emit scenariosChanged();
  emit changed();
}

void ProjectDocument::assignCriteria(std::vector<model::CriteriaSet> sets, int current) {
  criteriaSets_ = std::move(sets);
  currentCriteria_ = std::clamp(current, 0, static_cast<int>(criteriaSets_.size()) - 1);
  emit criteriaChanged();
}

void ProjectDocument::reset(std::vector<model::Scenario> scenarios) {
  replaceProject(scenarios.empty() ? defaultScenarios() : std::move(scenarios), {}, {}, {}, false);
}

void ProjectDocument::setReportOptions(const model::ReportOptions &options) {
  if (options == reportOptions_) return;
  undoStack_.push(new ReportOptionsCommand(*this, options, tr("Edit the report's options")));
}

void ProjectDocument::replaceProject(std::vector<model::Scenario> scenarios,
                                     std::vector<model::CriteriaSet> criteria, model::ReportOptions report,
                                     std::filesystem::path path, bool unsavedRecovery) {
  scenarios_ = std::move(scenarios);
  current_ = 0;
  criteriaSets_ =
      criteria.empty() ? std::vector<model::CriteriaSet>{model::defaultCriteriaSet()} : std::move(criteria);
  currentCriteria_ = 0;
  localise(scenarios_);
  localise(criteriaSets_);
  reportOptions_ = std::move(report);
  path_ = std::move(path);
  unsavedRecovery_ = unsavedRecovery;
  undoStack_.clear();
  emit scenariosChanged();
  emit criteriaChanged();
  emit changed();
  emit modifiedChanged();
}

void ProjectDocument::open(const std::filesystem::path &path, bool fromAutosave) {
  const auto source = fromAutosave ? model::ProjectStore::autosavePath(path) : path;
  const model::ProjectStore store = model::ProjectStore::open(source);
  model::Problems warnings;
  std::vector<model::Scenario> loaded = store.loadAll(&warnings);
  if (loaded.empty())
    throw model::ProjectStoreError(model::ProjectStoreError::Reason::Missing,
                                   source.string() + " holds no scenarios");
  openWarnings_ = std::move(warnings);
  replaceProject(std::move(loaded), store.loadCriteriaSets(), store.loadReportOptions(), path, fromAutosave);
}

void ProjectDocument::saveAs(const std::filesystem::path &path) {
  // An empty file (made by `touch` or a file dialog) holds nothing to keep: a new project replaces it.
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec) && std::filesystem::file_size(path, ec) == 0 && !ec)
    std::filesystem::remove(path, ec);
  auto store =
      std::filesystem::exists(path) ? model::ProjectStore::open(path) : model::ProjectStore::create(path);
  store.saveAll(scenarios_, criteriaSets_, reportOptions_);
  model::ProjectStore::discardAutosave(path);
  path_ = path;
  unsavedRecovery_ = false;
  undoStack_.setClean();
  emit changed();
  emit modifiedChanged();
}

void ProjectDocument::autosave() const {
  if (path_.empty() || !isModified()) return;
  model::ProjectStore::writeAutosave(path_, scenarios_, criteriaSets_, reportOptions_);
}

} // namespace snp::app
