#pragma once

#include "model/ReportOptions.h"

#include <QDialog>

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;

namespace snp::app {

// File > Report…: what the customer's report holds, kept with the project
// (model::ReportOptions): the title page's words and date, a logo, and the sections. The
// scenarios' own notes are for the team and start unticked.
class ReportDialog : public QDialog {
  Q_OBJECT

public:
  explicit ReportDialog(const model::ReportOptions &options, QWidget *parent = nullptr);

  model::ReportOptions options() const;

  QLineEdit *titleEdit() const { return title_; }
  QLineEdit *customerEdit() const { return customer_; }
  QLineEdit *authorEdit() const { return author_; }
  QCheckBox *todayBox() const { return today_; }
  QDateEdit *dateEdit() const { return date_; }
  QCheckBox *sectionBox(bool model::ReportOptions::*section) const;
  // Reads an image file as the logo; false (after saying why) when it is no image.
  bool setLogoFile(const QString &path);

private:
  void chooseLogo();
  void showLogo();

  QLineEdit *title_;
  QLineEdit *customer_;
  QLineEdit *author_;
  QCheckBox *today_;
  QDateEdit *date_;
  QLabel *logoPreview_;
  std::vector<std::uint8_t> logo_;
  std::vector<std::pair<bool model::ReportOptions::*, QCheckBox *>> sections_;
};

} // namespace snp::app
