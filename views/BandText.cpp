#include "views/BandText.h"

#include "sim/accuracy/BandText.h"
#include "views/TranslatedTemplate.h"

#include <QCoreApplication>

#include <fmt/args.h>

namespace snp::views {

QString bandWidth(const sim::ErrorBand &band) {
  return band.validated() ? QString::fromStdString(sim::bandWidthText(band))
                          : QCoreApplication::translate("Figure", "not validated");
}

QString bandBasis(const sim::ErrorBand &band) {
  fmt::dynamic_format_arg_store<fmt::format_context> args;
  for (const std::string &arg : sim::bandBasisArguments(band))
    args.push_back(arg);
  return QString::fromStdString(translatedTemplate(sim::bandBasisTemplate(band), args));
}

} // namespace snp::views
