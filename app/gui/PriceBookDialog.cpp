#include "app/gui/PriceBookDialog.h"

#include "views/ProblemText.h"

#include <nlohmann/json.hpp>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace snp::app {

namespace {

enum Column { Part, Make, Price, Covers, Date, Source, kColumns };

// The JSON key of each column, as a problem's path names it ("prices[3].price").
constexpr const char *kKeys[kColumns] = {"part", "make", "price", "covers", "date", "source"};

QString text(const std::string &s) { return QString::fromStdString(s); }

// "prices[3].price" as people read it: the row and the column's title.
QString problemPlace(const model::Problem &problem, const QTableWidget &table) {
  static const QRegularExpression kPrice(QStringLiteral(R"(^prices\[(\d+)\]\.(\w+))"));
  const QRegularExpressionMatch match = kPrice.match(QString::fromStdString(problem.path));
  if (!match.hasMatch()) return views::problemText(problem);
  for (int column = 0; column < kColumns; ++column)
    if (match.captured(2) == QLatin1String(kKeys[column]))
      return PriceBookDialog::tr("Row %1, %2: %3")
          .arg(match.captured(1).toInt() + 1)
          .arg(table.horizontalHeaderItem(column)->text(), views::problemMessage(problem));
  return views::problemText(problem);
}

} // namespace

PriceBookDialog::PriceBookDialog(const model::PriceBook &book, bool isPublic, QWidget *parent)
    : QDialog(parent) {
  setWindowTitle(tr("Price Book"));
  name_ = new QLineEdit(this);
  cny_ = new QDoubleSpinBox(this);
  eur_ = new QDoubleSpinBox(this);
  for (QDoubleSpinBox *rate : {cny_, eur_}) {
    rate->setDecimals(4);
    rate->setRange(0, 1e6);
  }
  table_ = new QTableWidget(0, kColumns, this);
  table_->setObjectName("PriceTable");
  table_->setHorizontalHeaderLabels(
      {tr("Part"), tr("Make"), tr("Price (USD)"), tr("Includes"), tr("Date"), tr("Source")});
  table_->horizontalHeader()->setSectionResizeMode(Source, QHeaderView::Stretch);
  table_->verticalHeader()->setDefaultSectionSize(table_->verticalHeader()->minimumSectionSize() + 4);
  problems_ = new QLabel(this);
  problems_->setObjectName("PriceBookProblems");
  problems_->setWordWrap(true);
  problems_->setStyleSheet(QStringLiteral("color: #b00020;"));
  problems_->hide();
  everyScenario_ = new QCheckBox(tr("Use for every scenario of the project"), this);
  everyScenario_->setChecked(true);

  auto *note = new QLabel(tr("Prices in US dollars; a site in yuan or euros pays at these rates. A part "
                             "is one a bill of materials lists (accelerator, node, cpu, nic, "
                             "scale_out_switch_leaf, optical_transceiver, cabinet, ups, cdu, …) or "
                             "\"building\", priced per watt of IT power at full load; a make limits a price "
                             "to one accelerator. A part with no price stays unpriced, never free."),
                          this);
  note->setWordWrap(true);
  auto *form = new QFormLayout;
  form->addRow(tr("Name"), name_);
  form->addRow(tr("Yuan per US dollar"), cny_);
  form->addRow(tr("Euros per US dollar"), eur_);

  auto *add = new QPushButton(tr("Add Row"), this);
  auto *remove = new QPushButton(tr("Remove Row"), this);
  auto *publicPrices = new QPushButton(tr("Public Prices"), this);
  publicPrices->setToolTip(tr("Show the prices bundled with the planner, each with its public source"));
  connect(add, &QPushButton::clicked, this, [this] {
    model::PartPrice price;
    price.part = "accelerator";
    addRow(price);
  });
  connect(remove, &QPushButton::clicked, this, [this] {
    if (table_->currentRow() >= 0) table_->removeRow(table_->currentRow());
  });
  connect(publicPrices, &QPushButton::clicked, this, [this] { showBook(model::publicPriceBook()); });
  auto *rowButtons = new QHBoxLayout;
  rowButtons->addWidget(add);
  rowButtons->addWidget(remove);
  rowButtons->addStretch();
  rowButtons->addWidget(publicPrices);

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto *layout = new QVBoxLayout(this);
  layout->addWidget(note);
  layout->addLayout(form);
  layout->addWidget(table_, 1);
  layout->addLayout(rowButtons);
  layout->addWidget(problems_);
  layout->addWidget(everyScenario_);
  layout->addWidget(buttons);
  resize(1000, 560);
  showBook(book);
  if (isPublic) name_->setPlaceholderText(tr("Public prices"));
}

bool PriceBookDialog::forEveryScenario() const { return everyScenario_->isChecked(); }

void PriceBookDialog::showBook(const model::PriceBook &book) {
  shown_ = book;
  name_->setText(text(book.name));
  cny_->setValue(book.cny_per_usd);
  eur_->setValue(book.eur_per_usd);
  table_->setRowCount(0);
  for (const model::PartPrice &price : book.prices)
    addRow(price);
  table_->resizeColumnsToContents();
  // The source is what a reader checks: it gets the room a long list of included parts would take.
  constexpr int kWidestIncludes = 220;
  table_->setColumnWidth(Covers, std::min(table_->columnWidth(Covers), kWidestIncludes));
  table_->horizontalHeader()->setSectionResizeMode(Source, QHeaderView::Stretch);
}

void PriceBookDialog::addRow(const model::PartPrice &price) {
  const int row = table_->rowCount();
  table_->insertRow(row);
  QStringList covers;
  for (const std::string &part : price.covers)
    covers << text(part);
  const QString cells[kColumns] = {text(price.part),
                                   text(price.make),
                                   QString::number(price.price, 'g', 12),
                                   covers.join(QStringLiteral(", ")),
                                   text(price.date),
                                   text(price.source)};
  for (int column = 0; column < kColumns; ++column) {
    auto *item = new QTableWidgetItem(cells[column]);
    if (column == Source || column == Covers) item->setToolTip(cells[column]);
    table_->setItem(row, column, item);
  }
  // A published carbon footprint rides with its price, unshown: the dialog edits prices.
  if (price.embodied_kg)
    table_->item(row, Part)->setData(Qt::UserRole,
                                     QVariantList{*price.embodied_kg, text(price.embodied_source)});
}

nlohmann::json PriceBookDialog::bookJson() const {
  nlohmann::json book = model::priceBookJson(shown_);
  book["name"] = name_->text().trimmed().toStdString();
  book["exchange_rates"] = {{"CNY", cny_->value()}, {"EUR", eur_->value()}};
  nlohmann::json prices = nlohmann::json::array();
  for (int row = 0; row < table_->rowCount(); ++row) {
    const auto cell = [&](int column) {
      const QTableWidgetItem *item = table_->item(row, column);
      return item ? item->text().trimmed() : QString();
    };
    nlohmann::json price = {{"part", cell(Part).toStdString()}};
    if (!cell(Make).isEmpty()) price["make"] = cell(Make).toStdString();
    bool number = false;
    const double value = cell(Price).toDouble(&number);
    price["price"] = number ? nlohmann::json(value) : nlohmann::json(cell(Price).toStdString());
    nlohmann::json covers = nlohmann::json::array();
    for (const QString &part : cell(Covers).split(QLatin1Char(','), Qt::SkipEmptyParts))
      covers.push_back(part.trimmed().toStdString());
    price["covers"] = std::move(covers);
    price["date"] = cell(Date).toStdString();
    price["source"] = cell(Source).toStdString();
    if (const QVariantList embodied = table_->item(row, Part)->data(Qt::UserRole).toList();
        embodied.size() == 2) {
      price["embodied_kg"] = embodied[0].toDouble();
      price["embodied_source"] = embodied[1].toString().toStdString();
    }
    prices.push_back(std::move(price));
  }
  book["prices"] = std::move(prices);
  return book;
}

void PriceBookDialog::accept() {
  const model::DecodedPriceBook read = model::readPriceBook(bookJson());
  if (!read.book) {
    QStringList lines;
    for (const model::Problem &problem : read.errors)
      lines << problemPlace(problem, *table_);
    problems_->setText(tr("The price book is not taken:") + "\n" + lines.join(QLatin1Char('\n')));
    problems_->show();
    return;
  }
  book_.reset();
  if (!(*read.book == model::publicPriceBook())) book_ = *read.book;
  QDialog::accept();
}

} // namespace snp::app
