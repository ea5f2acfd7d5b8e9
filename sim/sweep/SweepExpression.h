#pragma once

// The small arithmetic a sweep spec writes its derived axes and constraints in:
//   numbers, names, + - * / and % (remainder of whole numbers), comparisons == != < <= > >=,
//   && || !, parentheses, and min(a, b), max(a, b), floor(x), ceil(x).
// A comparison or a logical operator gives 1 (true) or 0 (false). Names are bound to numbered
// variables when the expression is compiled, so that evaluating it looks nothing up.
//   "accelerators / (tp * pp * cp)"          "global_batch % (microbatch * dp) == 0"

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace snp::sim {

class SweepExpression {
public:
  // The variable number a name stands for, or nullopt when the name means nothing.
  using Binder = std::function<std::optional<int>(std::string_view name)>;

  // The compiled expression, or why `text` is not one ("unknown name 'tpp' at 7").
  static std::variant<SweepExpression, std::string> compile(std::string_view text, const Binder &bind);

  // Its value with variable i worth variables[i]. NaN when it divides by zero.
  double evaluate(std::span<const double> variables) const;
  // The variables it reads, each once.
  const std::vector<int> &variables() const { return variables_; }
  const std::string &text() const { return text_; }

  enum class Op : unsigned char {
    Number,
    Variable,
    Negate,
    Not,
    Add,
    Subtract,
    Multiply,
    Divide,
    Remainder,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual,
    And,
    Or,
    Min,
    Max,
    Floor,
    Ceil
  };
  struct Instruction {
    Op op;
    double number = 0; // Number
    int variable = 0;  // Variable
  };

private:
  std::string text_;
  std::vector<Instruction> code_; // postfix: operands before their operator
  std::vector<int> variables_;
};

} // namespace snp::sim
