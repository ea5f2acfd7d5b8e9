#include "app/gui/ConfigDocument.h"

#include <QUndoCommand>

namespace snp::app {

class ReplaceConfigCommand : public QUndoCommand {
public:
  ReplaceConfigCommand(ConfigDocument &document, model::Config next, const QString &text)
      : QUndoCommand(text), document_(document), before_(document.config()), after_(std::move(next)) {}

  void redo() override { document_.assign(after_); }
  void undo() override { document_.assign(before_); }

private:
  ConfigDocument &document_;
  model::Config before_;
  model::Config after_;
};

ConfigDocument::ConfigDocument(model::Config initial, QObject *parent)
    : QObject(parent), config_(std::move(initial)) {}

void ConfigDocument::replace(const model::Config &next, const QString &description) {
  if (next == config_) return;
  undoStack_.push(new ReplaceConfigCommand(*this, next, description));
}

void ConfigDocument::assign(const model::Config &next) {
  config_ = next;
  emit changed();
}

} // namespace snp::app
