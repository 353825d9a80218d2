#ifndef REPETITA_PYTHON_COLUMNS_HPP
#define REPETITA_PYTHON_COLUMNS_HPP

/// \file
/// Columns of Python objects for the pandas frames (the Python half makes each a Series), made
/// with the GIL held from the native values a run collected: `value(i)` gives row i.

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <repetita/ply.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace repetita::python {

namespace py = pybind11;

template <class F>
py::tuple int_column(std::size_t n, F&& value) {
  py::array_t<std::int64_t> out(static_cast<py::ssize_t>(n));
  std::int64_t* data = out.mutable_data();
  for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<std::int64_t>(value(i));
  return py::make_tuple("int", out);
}

template <class F>  // value(i) -> std::optional<integer>
py::tuple nullable_int_column(std::size_t n, F&& value) {
  py::array_t<std::int64_t> values(static_cast<py::ssize_t>(n));
  py::array_t<bool> mask(static_cast<py::ssize_t>(n));
  std::int64_t* v = values.mutable_data();
  bool* m = mask.mutable_data();
  for (std::size_t i = 0; i < n; ++i) {
    const auto x = value(i);
    m[i] = !x.has_value();
    v[i] = x ? static_cast<std::int64_t>(*x) : 0;
  }
  return py::make_tuple("nullable_int", values, mask);
}

template <class F>  // value(i) -> std::optional<double>; absent: NaN
py::tuple float_column(std::size_t n, F&& value) {
  py::array_t<double> out(static_cast<py::ssize_t>(n));
  double* data = out.mutable_data();
  for (std::size_t i = 0; i < n; ++i) data[i] = value(i).value_or(std::numeric_limits<double>::quiet_NaN());
  return py::make_tuple("float", out);
}

template <class F>
py::tuple bool_column(std::size_t n, F&& value) {
  py::array_t<bool> out(static_cast<py::ssize_t>(n));
  bool* data = out.mutable_data();
  for (std::size_t i = 0; i < n; ++i) data[i] = value(i);
  return py::make_tuple("bool", out);
}

template <class F>  // value(i) -> std::string_view; empty: missing. Categories in order of first appearance.
py::tuple categorical_column(std::size_t n, F&& value) {
  py::array_t<std::int32_t> codes(static_cast<py::ssize_t>(n));
  std::int32_t* c = codes.mutable_data();
  std::vector<std::string_view> categories;
  for (std::size_t i = 0; i < n; ++i) {
    const std::string_view text = value(i);
    if (text.empty()) {
      c[i] = -1;
      continue;
    }
    std::size_t k = 0;
    while (k < categories.size() && categories[k] != text) ++k;
    if (k == categories.size()) categories.push_back(text);
    c[i] = static_cast<std::int32_t>(k);
  }
  py::list names;
  for (const std::string_view text : categories) names.append(py::str(text.data(), text.size()));
  return py::make_tuple("category", codes, names);
}

template <class F>  // value(i) -> text; empty: None
py::tuple text_column(std::size_t n, F&& value) {
  py::list out(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::string_view text = value(i);
    out[i] = text.empty() ? py::object(py::none()) : py::object(py::str(text.data(), text.size()));
  }
  return py::make_tuple("object", out);
}

template <class F>  // value(i) -> const std::vector<ply_t>&
py::tuple list_column(std::size_t n, F&& value) {
  py::list out(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::vector<ply_t>& plies = value(i);
    py::list l(plies.size());
    for (std::size_t k = 0; k < plies.size(); ++k) l[k] = py::int_(plies[k]);
    out[i] = l;
  }
  return py::make_tuple("object", out);
}

// The columns of a finished run (frame_sink), as the Python half's _frame reads them:
// (events, games, labels, errors, exit code).

}  // namespace repetita::python

#endif
