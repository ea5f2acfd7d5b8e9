#pragma once

#include <QString>

class QWidget;

namespace snp::app {

class ComparedScenarios;
class ProjectDocument;

// Writes the PDF report of the compared scenarios to `path`, with pictures of their rooms and
// networks; progress is shown over `window` and can be cancelled. False, with the reason in
// `error`, on failure or cancel.
bool writeProjectReport(const ProjectDocument &document, const ComparedScenarios &compared,
                        const QString &path, QWidget *window, QString *error);

} // namespace snp::app
