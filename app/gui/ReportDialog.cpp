#include "app/gui/ReportDialog.h"

#include "views/ChosenFile.h"

#include <QCheckBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

namespace snp::app {

namespace {

constexpr QSize kPreview(160, 60);

QString fromStd(const std::string &text) { return QString::fromStdString(text); }

} // namespace

ReportDialog::ReportDialog(const model::ReportOptions &options, QWidget *parent)
    : QDialog(parent), title_(new QLineEdit(fromStd(options.title), this)),
      customer_(new QLineEdit(fromStd(options.customer), this)),
      author_(new QLineEdit(fromStd(options.author), this)),
      today_(new QCheckBox(tr("The day it is written"), this)), date_(new QDateEdit(this)),
      logoPreview_(new QLabel(this)), logo_(options.logo) {
  setWindowTitle(tr("Report"));
  title_->setPlaceholderText(tr("Supernode comparison"));
  title_->setToolTip(tr("The heading of the title page and of every page; not the project's file name"));
  customer_->setPlaceholderText(tr("Not said"));
  customer_->setToolTip(tr("Who the report is for: the title page says \"Prepared for\" them"));
  author_->setPlaceholderText(tr("Not said"));
  author_->setToolTip(tr("Who prepared the report"));
  date_->setCalendarPopup(true);
  date_->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
  const QDate chosen = QDate::fromString(fromStd(options.date), Qt::ISODate);
  date_->setDate(chosen.isValid() ? chosen : QDate::currentDate());
  today_->setChecked(options.date.empty());
  date_->setEnabled(!today_->isChecked());
  connect(today_, &QCheckBox::toggled, date_, [this](bool today) { date_->setEnabled(!today); });
  auto *dateRow = new QHBoxLayout;
  dateRow->addWidget(today_);
  dateRow->addWidget(date_, 1);

  logoPreview_->setObjectName("LogoPreview");
  logoPreview_->setFixedSize(kPreview);
  logoPreview_->setAlignment(Qt::AlignCenter);
  logoPreview_->setFrameShape(QFrame::StyledPanel);
  auto *chooseLogo = new QPushButton(tr("Choose…"), this);
  auto *removeLogo = new QPushButton(tr("Remove"), this);
  connect(chooseLogo, &QPushButton::clicked, this, &ReportDialog::chooseLogo);
  connect(removeLogo, &QPushButton::clicked, this, [this] {
    logo_.clear();
    showLogo();
  });
  auto *logoRow = new QHBoxLayout;
  logoRow->addWidget(logoPreview_);
  logoRow->addWidget(chooseLogo);
  logoRow->addWidget(removeLogo);
  logoRow->addStretch();
  showLogo();

  auto *form = new QFormLayout;
  form->addRow(tr("&Title:"), title_);
  form->addRow(tr("&Customer:"), customer_);
  form->addRow(tr("&Author:"), author_);
  form->addRow(tr("Date:"), dateRow);
  form->addRow(tr("Logo:"), logoRow);

  auto *sections = new QGroupBox(tr("Sections"), this);
  auto *sectionList = new QVBoxLayout(sections);
  const std::pair<bool model::ReportOptions::*, QString> kinds[] = {
      {&model::ReportOptions::summary, tr("Executive summary and ranking")},
      {&model::ReportOptions::criteria_matrix, tr("Criteria matrix: every candidate against every rule")},
      {&model::ReportOptions::charts, tr("Charts")},
      {&model::ReportOptions::candidates,
       tr("Each candidate: configuration, key figures, verdicts, pictures")},
      {&model::ReportOptions::plant, tr("Each candidate's plant: single-line diagram, floor plan, rack "
                                        "elevation")},
      {&model::ReportOptions::appendix, tr("Appendix: formulas and assumptions")},
      {&model::ReportOptions::bill_of_materials, tr("Appendix: each candidate's bill of materials")},
      {&model::ReportOptions::notes, tr("The scenarios' own notes (sources, doubts: for the team)")},
  };
  for (const auto &[flag, text] : kinds) {
    auto *box = new QCheckBox(text, sections);
    box->setChecked(options.*flag);
    sectionList->addWidget(box);
    sections_.emplace_back(flag, box);
  }
  // The plant drawings are part of each candidate's pages.
  QCheckBox *candidates = sectionBox(&model::ReportOptions::candidates);
  QCheckBox *plant = sectionBox(&model::ReportOptions::plant);
  plant->setEnabled(candidates->isChecked());
  connect(candidates, &QCheckBox::toggled, plant, &QCheckBox::setEnabled);

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  buttons->addButton(tr("&Export PDF…"), QDialogButtonBox::AcceptRole)->setDefault(true);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto *layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(sections);
  layout->addWidget(buttons);
}

model::ReportOptions ReportDialog::options() const {
  model::ReportOptions o;
  o.title = title_->text().trimmed().toStdString();
  o.customer = customer_->text().trimmed().toStdString();
  o.author = author_->text().trimmed().toStdString();
  if (!today_->isChecked()) o.date = date_->date().toString(Qt::ISODate).toStdString();
  o.logo = logo_;
  for (const auto &[flag, box] : sections_)
    o.*flag = box->isChecked();
  return o;
}

QCheckBox *ReportDialog::sectionBox(bool model::ReportOptions::*section) const {
  for (const auto &[flag, box] : sections_)
    if (flag == section) return box;
  return nullptr;
}

bool ReportDialog::setLogoFile(const QString &path) {
  const views::ChosenFile file = views::readChosenFile(path);
  if (!file.bytes) {
    QMessageBox::warning(this, tr("Logo"), Qt::convertFromPlainText(file.refusal));
    return false;
  }
  const QByteArray &bytes = *file.bytes;
  if (QImage::fromData(bytes).isNull()) {
    QMessageBox::warning(
        this, tr("Logo"),
        Qt::convertFromPlainText(
            tr("%1 is no image this program can read; choose a PNG, JPEG or SVG file.").arg(path)));
    return false;
  }
  logo_.assign(bytes.begin(), bytes.end());
  showLogo();
  return true;
}

void ReportDialog::chooseLogo() {
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Logo"), {}, tr("Images (*.png *.jpg *.jpeg *.svg)"));
  if (!path.isEmpty()) setLogoFile(path);
}

void ReportDialog::showLogo() {
  const QImage image = QImage::fromData(logo_.data(), static_cast<int>(logo_.size()));
  if (image.isNull()) {
    logoPreview_->setPixmap({});
    logoPreview_->setText(tr("None"));
    return;
  }
  logoPreview_->setPixmap(
      QPixmap::fromImage(image.scaled(kPreview, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
}

} // namespace snp::app
