#pragma once

#include <QChart>
#include <QColor>
#include <QPen>
#include <QString>
#include <QStringList>

#include <memory>

class QAbstractAxis;
class QBarCategoryAxis;
class QLogValueAxis;
class QValueAxis;

namespace snp::charts {

// A name as Qt Charts must be given it: titles, legend entries and axis labels are laid out as
// HTML (ChartTitle and the legend's items call QGraphicsTextItem::setHtml), so a scenario's or a
// tenant's name holding "<img src=…>" would make Qt read that file. Cut at 100 characters: Qt lays
// out the whole text before eliding it to the space it has. Our own texts need no escape.
QString chartText(const QString &name);

// The look all charts share: light theme, no animation (a chart rendered to a file must be final
// at once), title on top, legend at the bottom.
std::unique_ptr<QChart> newChart(const QString &title);

// Axes with the shared fonts, added to `chart` at `alignment`.
QValueAxis *addValueAxis(QChart &chart, Qt::Alignment alignment, const QString &title);
QLogValueAxis *addLogAxis(QChart &chart, Qt::Alignment alignment, const QString &title, double base);
QBarCategoryAxis *addCategoryAxis(QChart &chart, const QStringList &categories,
                                  Qt::Alignment alignment = Qt::AlignBottom);

// A qualitative palette that stays apart in print and for common colour blindness (Okabe-Ito).
QColor seriesColor(int index);
// The pen of the index-th series: its colour, solid for the first eight, then dashed and dotted,
// so that a ninth scenario never looks like the first.
QPen seriesPen(int index, qreal width);
// A scenario's name short enough for a legend: "S1" of "S1: 128-chip …", "NVIDIA GB200 NVL72" of
// "NVIDIA GB200 NVL72 (8 racks, …)", elided beyond 24 characters.
QString shortSeriesName(const QString &name);

// A range from about `low` to a little above `high` on round numbers, labels with as many decimals
// as the ticks need.
void setNiceRange(QValueAxis &axis, double low, double high);

// Twelve distinct colours (Tableau 10 and two more), for the parts of a stacked bar.
QColor partColor(int index);

} // namespace snp::charts
