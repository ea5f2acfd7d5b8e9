#pragma once

#include <QChart>
#include <QImage>
#include <QSize>
#include <QString>

namespace snp::charts {

// A chart drawn at `size` (pixels) without a window: it is laid out in a scene of that size and the
// scene is rendered (a QChartView never shown renders collapsed). Works on the offscreen platform.
// A chart shown in a view is lent to the scene and given back, with its old size.
QImage renderChart(QChart *chart, QSize size);
// The same layout at `size`, drawn `scale` times as large (for print: text keeps its size relative to
// the chart, and stays sharp).
QImage renderChart(QChart *chart, QSize size, qreal scale);

bool saveChartPng(QChart *chart, QSize size, const QString &path);

// Vector output: text stays text (titles and axis labels are searchable in the file).
bool saveChartSvg(QChart *chart, QSize size, const QString &path);

} // namespace snp::charts
