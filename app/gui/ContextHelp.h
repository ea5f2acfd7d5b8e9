#pragma once

class QWidget;

#include <QString>

namespace snp::app {

// The manual's page about the part of the window `widget` belongs to (the dock or tab around it,
// found by object name), for F1; the contents ("index.md") for anything else.
QString contextHelpPage(const QWidget *widget);

} // namespace snp::app
