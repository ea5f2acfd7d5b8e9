#include "sim/sweep/SweepExpression.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

using Op = SweepExpression::Op;
using Instruction = SweepExpression::Instruction;

constexpr int kMaxNesting = 32;
// The evaluation stack: deep enough for any expression within kMaxNesting and its operators.
constexpr int kMaxStack = 64;

struct BinaryOperator {
  std::string_view symbol;
  int precedence; // binds tighter when higher
  Op op;
};

// Longer symbols first, so that "<=" is not read as "<".
constexpr BinaryOperator kBinary[] = {
    {"||", 1, Op::Or},        {"&&", 2, Op::And},          {"==", 3, Op::Equal},   {"!=", 3, Op::NotEqual},
    {"<=", 4, Op::LessEqual}, {">=", 4, Op::GreaterEqual}, {"<", 4, Op::Less},     {">", 4, Op::Greater},
    {"+", 5, Op::Add},        {"-", 5, Op::Subtract},      {"*", 6, Op::Multiply}, {"/", 6, Op::Divide},
    {"%", 6, Op::Remainder},
};

struct Function {
  std::string_view name;
  int arguments;
  Op op;
};
constexpr Function kFunctions[] = {
    {"min", 2, Op::Min}, {"max", 2, Op::Max}, {"floor", 1, Op::Floor}, {"ceil", 1, Op::Ceil}};

bool isNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '[' || c == ']';
}

// Precedence climbing over the text, emitting postfix code; the first error stops it.
class Parser {
public:
  Parser(std::string_view text, const SweepExpression::Binder &bind) : text_(text), bind_(bind) {}

  std::string parse(std::vector<Instruction> &code, std::vector<int> &variables) {
    code_ = &code;
    variables_ = &variables;
    binary(1);
    skipSpace();
    if (error_.empty() && at_ < text_.size()) fail("unexpected '{}'", text_.substr(at_, 1));
    if (error_.empty() && code.empty()) fail("nothing to compute");
    return error_;
  }

private:
  template <class... Args> void fail(fmt::format_string<Args...> message, Args &&...args) {
    if (error_.empty())
      error_ = fmt::format(message, std::forward<Args>(args)...) + fmt::format(" at {}", at_ + 1);
  }
  void skipSpace() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_])))
      ++at_;
  }
  bool take(std::string_view symbol) {
    skipSpace();
    if (text_.substr(at_, symbol.size()) != symbol) return false;
    at_ += symbol.size();
    return true;
  }
  void emit(Op op) { code_->push_back({op}); }

  void binary(int lowest) {
    unary();
    while (error_.empty()) {
      skipSpace();
      const BinaryOperator *found = nullptr;
      for (const BinaryOperator &candidate : kBinary)
        if (text_.substr(at_, candidate.symbol.size()) == candidate.symbol) {
          found = &candidate;
          break;
        }
      if (!found || found->precedence < lowest) return;
      at_ += found->symbol.size();
      binary(found->precedence + 1); // left-associative
      emit(found->op);
    }
  }

  void unary() {
    // Nesting (parentheses, signs) is bounded: a hostile spec must not exhaust the stack.
    if (++depth_ > kMaxNesting) return fail("nests deeper than {} levels", kMaxNesting);
    unaryInside();
    --depth_;
  }
  void unaryInside() {
    if (take("-")) {
      unary();
      emit(Op::Negate);
    } else if (take("!")) {
      unary();
      emit(Op::Not);
    } else {
      operand();
    }
  }

  void operand() {
    skipSpace();
    if (at_ >= text_.size()) return fail("a number or a name is missing");
    if (take("(")) {
      binary(1);
      if (!take(")")) fail("')' is missing");
      return;
    }
    const char c = text_[at_];
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') return number();
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '_')
      return fail("unexpected '{}'", text_.substr(at_, 1));
    const std::size_t start = at_;
    while (at_ < text_.size() && isNameChar(text_[at_]))
      ++at_;
    const std::string_view name = text_.substr(start, at_ - start);
    if (take("(")) return call(name, start);
    const std::optional<int> variable = bind_(name);
    if (!variable) {
      at_ = start;
      return fail("unknown name '{}' (an axis's name, accelerators, nodes, or a numeric field's full path "
                  "such as workload.parallelism.cp)",
                  name);
    }
    code_->push_back({Op::Variable, 0, *variable});
    if (std::find(variables_->begin(), variables_->end(), *variable) == variables_->end())
      variables_->push_back(*variable);
  }

  void number() {
    double value = 0;
    const auto [end, error] = std::from_chars(text_.data() + at_, text_.data() + text_.size(), value);
    if (error != std::errc()) return fail("a number is malformed");
    at_ = static_cast<std::size_t>(end - text_.data());
    code_->push_back({Op::Number, value, 0});
  }

  void call(std::string_view name, std::size_t start) {
    const auto function = std::find_if(std::begin(kFunctions), std::end(kFunctions),
                                       [&](const Function &f) { return f.name == name; });
    if (function == std::end(kFunctions)) {
      at_ = start;
      return fail("unknown function '{}' (min, max, floor and ceil are known)", name);
    }
    for (int i = 0; i < function->arguments && error_.empty(); ++i) {
      if (i > 0 && !take(",")) return fail("{} takes {} arguments", name, function->arguments);
      binary(1);
    }
    if (!take(")")) return fail("')' is missing after the arguments of {}", name);
    emit(function->op);
  }

  std::string_view text_;
  const SweepExpression::Binder &bind_;
  std::size_t at_ = 0;
  int depth_ = 0;
  std::string error_;
  std::vector<Instruction> *code_ = nullptr;
  std::vector<int> *variables_ = nullptr;
};

} // namespace

std::variant<SweepExpression, std::string> SweepExpression::compile(std::string_view text,
                                                                    const Binder &bind) {
  SweepExpression expression;
  expression.text_ = std::string(text);
  if (std::string error = Parser(text, bind).parse(expression.code_, expression.variables_); !error.empty())
    return error;
  int height = 0, highest = 0;
  for (const Instruction &in : expression.code_) {
    const bool pushes = in.op == Op::Number || in.op == Op::Variable;
    const bool unary = in.op == Op::Negate || in.op == Op::Not || in.op == Op::Floor || in.op == Op::Ceil;
    height += pushes ? 1 : unary ? 0 : -1;
    highest = std::max(highest, height);
  }
  if (highest > kMaxStack) return fmt::format("needs more than {} values at once: split it", kMaxStack);
  return expression;
}

double SweepExpression::evaluate(std::span<const double> variables) const {
  // Postfix code on a small stack; a well-formed expression leaves exactly one value.
  double stack[kMaxStack];
  int top = 0;
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  for (const Instruction &in : code_) {
    if (in.op == Op::Number) {
      stack[top++] = in.number;
      continue;
    }
    if (in.op == Op::Variable) {
      stack[top++] = variables[static_cast<std::size_t>(in.variable)];
      continue;
    }
    const double b = stack[top - 1];
    switch (in.op) {
    case Op::Negate: stack[top - 1] = -b; continue;
    case Op::Not: stack[top - 1] = b == 0 ? 1 : 0; continue;
    case Op::Floor: stack[top - 1] = std::floor(b); continue;
    case Op::Ceil: stack[top - 1] = std::ceil(b); continue;
    default: break;
    }
    const double a = stack[top - 2];
    double r = 0;
    switch (in.op) {
    case Op::Add: r = a + b; break;
    case Op::Subtract: r = a - b; break;
    case Op::Multiply: r = a * b; break;
    case Op::Divide: r = b == 0 ? kNaN : a / b; break;
    case Op::Remainder: r = b == 0 ? kNaN : std::fmod(a, b); break;
    case Op::Less: r = a < b; break;
    case Op::LessEqual: r = a <= b; break;
    case Op::Greater: r = a > b; break;
    case Op::GreaterEqual: r = a >= b; break;
    case Op::Equal: r = a == b; break;
    case Op::NotEqual: r = a != b; break;
    case Op::And: r = a != 0 && b != 0; break;
    case Op::Or: r = a != 0 || b != 0; break;
    case Op::Min: r = std::min(a, b); break;
    case Op::Max: r = std::max(a, b); break;
    default: r = kNaN; break;
    }
    stack[--top - 1] = r;
  }
  return top == 1 ? stack[0] : kNaN;
}

} // namespace snp::sim
