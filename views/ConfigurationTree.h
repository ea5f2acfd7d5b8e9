#pragma once

#include "model/Config.h"

#include <QTreeWidget>

namespace snp::views {

// The configuration as a tree of sections and fields (the JSON form), each field's path in its
// tooltip so that validation messages and --set can be matched to what is shown.
class ConfigurationTree : public QTreeWidget {
  Q_OBJECT

public:
  explicit ConfigurationTree(QWidget *parent = nullptr);
  void show(const model::Config &config);
};

} // namespace snp::views
