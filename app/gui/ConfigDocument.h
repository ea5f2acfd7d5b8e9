#pragma once

#include "model/Config.h"

#include <QObject>
#include <QUndoStack>

namespace snp::app {

// The configuration being worked on: the one place edits go through. Every change is an undo
// command on its stack; views listen to changed() and never keep copies they edit themselves.
class ConfigDocument : public QObject {
  Q_OBJECT

public:
  explicit ConfigDocument(model::Config initial, QObject *parent = nullptr);

  const model::Config &config() const { return config_; }
  QUndoStack *undoStack() { return &undoStack_; }

  // Replaces the whole configuration as one undoable step named `description`.
  void replace(const model::Config &next, const QString &description);

signals:
  void changed();

private:
  friend class ReplaceConfigCommand;
  void assign(const model::Config &next);

  model::Config config_;
  QUndoStack undoStack_;
};

} // namespace snp::app
