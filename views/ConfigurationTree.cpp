#include "views/ConfigurationTree.h"

#include "model/JsonCodec.h"

#include <QHeaderView>

namespace snp::views {

namespace {

QString scalarText(const nlohmann::json &value) {
  if (value.is_string()) return QString::fromStdString(value.get<std::string>());
  return QString::fromStdString(value.dump());
}

void addChildren(QTreeWidgetItem *parent, const nlohmann::json &node, const std::string &path) {
  auto addOne = [&](const std::string &key, const std::string &childPath, const nlohmann::json &child) {
    auto *item = new QTreeWidgetItem(parent, {QString::fromStdString(key)});
    item->setToolTip(0, QString::fromStdString(childPath));
    if (child.is_structured())
      addChildren(item, child, childPath);
    else
      item->setText(1, scalarText(child));
  };
  if (node.is_object()) {
    for (const auto &[key, child] : node.items())
      addOne(key, path.empty() ? key : path + "." + key, child);
  } else if (node.is_array()) {
    for (std::size_t i = 0; i < node.size(); ++i) {
      const std::string index = "[" + std::to_string(i) + "]";
      addOne(index, path + index, node[i]);
    }
  }
}

} // namespace

ConfigurationTree::ConfigurationTree(QWidget *parent) : QTreeWidget(parent) {
  setColumnCount(2);
  setHeaderLabels({tr("Field"), tr("Value")});
  header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  setAlternatingRowColors(true);
}

void ConfigurationTree::show(const model::Config &config) {
  clear();
  const nlohmann::json document = model::toJson(config);
  for (const auto &[key, value] : document.items()) {
    auto *section = new QTreeWidgetItem(this, {QString::fromStdString(key)});
    section->setToolTip(0, QString::fromStdString(key));
    if (value.is_structured())
      addChildren(section, value, key);
    else
      section->setText(1, scalarText(value));
  }
}

} // namespace snp::views
