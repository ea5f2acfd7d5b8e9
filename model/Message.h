#pragma once

// Text a person reads, in English, marked for translation. model/ and sim/ stay free of Qt: the
// views translate a Message with QCoreApplication::translate(context, text), and lupdate reads
// SNP_MESSAGE as QT_TRANSLATE_NOOP (app/CMakeLists.txt passes -tr-function-alias). Only the macro
// makes a Message, and the places that hand text to a view (a Figure's formula and assumption, a
// problem's template, a field's label, a refusal) take a Message, so unmarked text there does not
// compile and cannot stay English in the Chinese window. Contexts in use: "Validation" (problems),
// "FieldCatalog" (the field table's labels and descriptions), "Figure" (formulas, assumptions,
// concerns and refusals), "Criteria" (requirements), "Bom" (the parts of a bill of materials).

#include <fmt/format.h>

#include <string_view>
#include <type_traits>

namespace snp::model {

class Message {
public:
  // The mark only SNP_MESSAGE writes.
  struct Marked {
    explicit Marked() = default;
  };

  constexpr Message() = default; // no text
  constexpr Message(Marked, const char *context, const char *text) : context_(context), text_(text) {}

  constexpr const char *context() const { return context_; }
  constexpr const char *text() const { return text_; }
  constexpr std::string_view view() const { return text_; }
  constexpr bool empty() const { return *text_ == '\0'; }

private:
  const char *context_ = "";
  const char *text_ = "";
};

// A Message that is a fmt template for `Args`, checked when it is compiled: a wrong count or kind
// of placeholder is a build error, as with fmt::format_string.
template <class... Args> class MessageTemplate {
public:
  template <class Marked>
  requires std::is_same_v<Marked, Message>
  consteval MessageTemplate(Marked message) : message_(message) {
    [[maybe_unused]] const fmt::format_string<Args...> checked(message.view());
  }
  constexpr const Message &message() const { return message_; }

private:
  Message message_;
};

} // namespace snp::model

#define SNP_MESSAGE(context, text) ::snp::model::Message(::snp::model::Message::Marked{}, context, text)
