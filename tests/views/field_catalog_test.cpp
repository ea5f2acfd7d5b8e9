#include "model/ConfigEdit.h"
#include "model/FieldTable.h"
#include "model/JsonFields.h"
#include "model/Presets.h"
#include "views/ChoiceLabel.h"
#include "views/editor/FieldCatalog.h"

#include <QSet>
#include <QtTest>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace snp;
using views::FieldType;

namespace {

// Every leaf of a Config as the editor addresses it: scalars, each precision of peak_flops, and
// lists as one value (torus dims and wrap, the record lists).
class LeafPaths {
public:
  std::vector<std::string> paths;

  template <model::HasJsonFields T> void visit(const std::string &path, const T &value) {
    model::forEachField(value, [&](std::string_view key, const auto &member) {
      visit(path.empty() ? std::string(key) : path + "." + std::string(key), member);
    });
  }
  template <class T, std::size_t N> void visit(const std::string &path, const std::array<T, N> &) {
    for (std::size_t i = 0; i < N; ++i)
      paths.push_back(path + "." + std::string(model::kPrecisionNames[i]));
  }
  template <class T> void visit(const std::string &path, const T &) { paths.push_back(path); }
};

// How the editor edits a field of each type of the field table.
FieldType editedAs(model::FieldType type) {
  switch (type) {
  case model::FieldType::Integer: return FieldType::Integer;
  case model::FieldType::Real: return FieldType::Real;
  case model::FieldType::Flag: return FieldType::Flag;
  case model::FieldType::Choice: return FieldType::Choice;
  case model::FieldType::Text: return FieldType::Text;
  case model::FieldType::IntegerList: return FieldType::IntegerList;
  case model::FieldType::FlagList: return FieldType::FlagList;
  case model::FieldType::RecordList: return FieldType::RecordList;
  }
  return FieldType::Text;
}

} // namespace

class FieldCatalogTest : public QObject {
  Q_OBJECT

private slots:
  void everyLeafOfTheConfigHasAnEntry() {
    LeafPaths leaves;
    leaves.visit("", model::Config{});
    QVERIFY(leaves.paths.size() > 100);
    for (const std::string &path : leaves.paths)
      QVERIFY2(views::findField(path), ("no catalogue entry for " + path).c_str());
    QCOMPARE(views::fieldCatalog().size(), leaves.paths.size()); // and nothing the Config lacks
  }

  void everyEntryResolvesAndIsUnique() {
    const model::Config config = *model::findPreset("seed-s3");
    std::set<std::string> seen;
    for (const views::FieldSpec &field : views::fieldCatalog()) {
      QVERIFY2(seen.insert(field.path).second, field.path.c_str());
      const nlohmann::json value = model::fieldValue(config, field.path);
      QVERIFY2(!value.is_null(), field.path.c_str());
      QVERIFY2(field.label && *field.label, field.path.c_str());
      QVERIFY2(field.documentation && *field.documentation, field.path.c_str());
      QVERIFY2(field.minimum <= field.maximum, field.path.c_str());
      QVERIFY2(views::findUnit(field.quantity, views::symbolOf(field.unit())), field.path.c_str());
      if (field.displayUnit)
        QVERIFY2(views::symbolOf(field.unit()) == QString::fromUtf8(field.displayUnit), field.path.c_str());
      switch (field.type) {
      case FieldType::Integer: QVERIFY2(value.is_number_integer(), field.path.c_str()); break;
      case FieldType::Real: QVERIFY2(value.is_number(), field.path.c_str()); break;
      case FieldType::Flag: QVERIFY2(value.is_boolean(), field.path.c_str()); break;
      case FieldType::Text:
      case FieldType::LongText: QVERIFY2(value.is_string(), field.path.c_str()); break;
      case FieldType::Choice: {
        QVERIFY2(value.is_string(), field.path.c_str());
        bool known = false;
        for (std::string_view name : field.choices)
          known = known || name == value.get<std::string>();
        QVERIFY2(known, field.path.c_str());
        break;
      }
      case FieldType::IntegerList:
      case FieldType::FlagList:
      case FieldType::RecordList: QVERIFY2(value.is_array(), field.path.c_str()); break;
      }
    }
  }

  void sectionsComeInOrderAndHaveLabels() {
    int last = 0;
    for (const views::FieldSpec &field : views::fieldCatalog()) {
      QVERIFY2(static_cast<int>(field.section) >= last, field.path.c_str());
      last = static_cast<int>(field.section);
    }
    QSet<QString> labels;
    for (int s = 0; s < views::kFieldSectionCount; ++s)
      labels.insert(views::fieldSectionLabel(static_cast<views::FieldSection>(s)));
    QCOMPARE(labels.size(), views::kFieldSectionCount);
  }

  void choicesHaveLabels() {
    for (const views::FieldSpec &field : views::fieldCatalog())
      for (std::string_view name : field.choices)
        QVERIFY2(views::choiceLabel(name) != QString::fromUtf8(name.data(), name.size()) ||
                     name.starts_with("fp") || name.starts_with("tf") || name.starts_with("bf") ||
                     name.starts_with("int"),
                 field.path.c_str());
    QCOMPARE(views::choiceLabel("cold_plate"), QStringLiteral("Cold plate"));
  }

  // The catalogue is the field table's (model/FieldTable.h): bounds, type and words of every field,
  // a record list's element fields left out.
  void everyFieldIsItsTableEntry() {
    std::size_t fields = 0;
    for (const model::Field &entry : model::fieldTable()) {
      if (entry.element()) continue;
      ++fields;
      const views::FieldSpec *field = views::findField(entry.path);
      QVERIFY2(field, entry.path.c_str());
      QVERIFY2(field->minimum == entry.range.low, entry.path.c_str());
      QVERIFY2(field->maximum == entry.range.high, entry.path.c_str());
      QCOMPARE(field->type == FieldType::LongText ? FieldType::Text : field->type, editedAs(entry.type));
      QCOMPARE(field->section, entry.section);
      QCOMPARE(field->label, entry.label.text());
      QCOMPARE(field->documentation, entry.description.text());
      QVERIFY2(std::ranges::equal(field->choices, entry.choices), entry.path.c_str());
      QCOMPARE(field->usedWhenPath, entry.usedWhenPath);
      QCOMPARE(field->usedWhenValue, entry.usedWhenValue);
    }
    QCOMPARE(views::fieldCatalog().size(), fields);
  }

  void boundsFollowTheValidationRules() {
    const views::FieldSpec *supply = views::findField("cooling.supply_C");
    QVERIFY(supply);
    QCOMPARE(supply->minimum, 5.0);
    QCOMPARE(supply->maximum, 70.0);
    QCOMPARE(views::findField("layout.cabinets")->minimum, 1.0);
    QCOMPARE(views::findField("cooling.liquid_fraction")->maximum, 1.0);
    QCOMPARE(views::findField("site.hours_per_year")->maximum, 8784.0);
    QVERIFY(!views::findField("site.climate")->editable());
    QCOMPARE(views::findField("network.scale_up.torus.dims")->type, FieldType::IntegerList);
  }
};

QTEST_GUILESS_MAIN(FieldCatalogTest)
#include "field_catalog_test.moc"
