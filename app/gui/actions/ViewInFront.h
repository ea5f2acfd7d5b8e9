#pragma once

#include <functional>

namespace snp::views {
class VtkViewWidget;
}

namespace snp::app {

// The 3D view of the window's tab in front, or nullptr when that tab has none.
using ViewInFront = std::function<views::VtkViewWidget *()>;

} // namespace snp::app
