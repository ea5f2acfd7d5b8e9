#pragma once

class vtkTextProperty;

namespace snp::views {

// Text VTK draws (legend titles) in the UI language. VTK's built-in fonts have no Chinese
// glyphs, so under a Chinese UI the text property loads WenQuanYi Micro Hei (Debian's
// fonts-wqy-microhei, which scripts/setup installs), which covers Latin text too.
void useUiFont(vtkTextProperty *property);

} // namespace snp::views
