#pragma once

#include "model/PriceBook.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace snp::app {

// Edits the prices a scenario is costed from (Edit ▸ Price Book): the book's name, the exchange
// rates and one row per price - part, make, price in US dollars, the parts it includes, its date
// and source. OK reads the rows as a price book (model/PriceBook.h) and refuses a book with
// problems, listing each by its row and column, so that nothing half-valid reaches the scenario.
class PriceBookDialog : public QDialog {
  Q_OBJECT

public:
  // `book` is the scenario's own, or the public one; `isPublic` says which.
  PriceBookDialog(const model::PriceBook &book, bool isPublic, QWidget *parent = nullptr);

  // After OK: the book read from the dialog; nullopt when it is the public book unchanged, which
  // the scenario then keeps no copy of.
  const std::optional<model::PriceBook> &book() const { return book_; }
  bool forEveryScenario() const;

  // The rows as the price book's JSON, as OK reads it (cells that are not numbers stay text, so that
  // the reader names them).
  nlohmann::json bookJson() const;
  QTableWidget *table() const { return table_; }
  QLabel *problems() const { return problems_; }

  void accept() override;

private:
  void showBook(const model::PriceBook &book);
  void addRow(const model::PartPrice &price);

  QLineEdit *name_ = nullptr;
  QDoubleSpinBox *cny_ = nullptr;
  QDoubleSpinBox *eur_ = nullptr;
  QTableWidget *table_ = nullptr;
  QLabel *problems_ = nullptr;
  QCheckBox *everyScenario_ = nullptr;
  model::PriceBook shown_; // what the dialog opened with: its description and rates' source
  std::optional<model::PriceBook> book_;
};

} // namespace snp::app
