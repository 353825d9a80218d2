// The Verdict class of the Python package's game API (tracker.hpp).
#include "tracker.hpp"

namespace repetita::python {

void bind_verdict(py::module_& m) {
  py::class_<py_verdict>(m, "Verdict", R"doc(What a rule set says at one ply, with its evidence.

kind ('none', 'claimable_draw', 'draw', 'loss', 'illegal_move', 'no_result'), by (the claimant,
the loser or the player whose move is illegal), rule, citation, ply (the ply it holds at), count,
period and occurrences (the evidence plies, oldest first, as an event's in docs/cli.md 3.4).
A verdict of kind 'none' is false.)doc")
      .def_readonly("kind", &py_verdict::kind,
          "'none', 'claimable_draw', 'draw', 'loss', 'illegal_move' or 'no_result'.")
      .def_readonly("by", &py_verdict::by, "The claimant, the loser or the player whose move is illegal, or None.")
      .def_readonly("rule", &py_verdict::rule, "The rule's name ('threefold', ...), or None.")
      .def_readonly("citation", &py_verdict::citation, "The article ('FIDE 9.2.2', ...), or None.")
      .def_readonly("ply", &py_verdict::ply, "The ply the verdict holds at, or None.")
      .def_readonly("count", &py_verdict::count,
          "Occurrences counted, repeats of a move series, or plies without progress.")
      .def_readonly("period", &py_verdict::period, "A move series: the length of the repeated block; else 0.")
      .def_readonly("occurrences", &py_verdict::occurrences,
          "The evidence plies, oldest first; of more than 10, the first 5 and the last 5.")
      .def_readonly("occurrences_total", &py_verdict::occurrences_total,
          "How many evidence plies there are in all: len(occurrences) up to 10.")
      .def("__bool__", [](const py_verdict& v) { return v.kind != "none"; })
      .def("to_dict", [](const py_verdict& v) {
        py::dict d;
        d["kind"] = v.kind;
        d["by"] = py::cast(v.by);
        d["rule"] = py::cast(v.rule);
        d["citation"] = py::cast(v.citation);
        d["ply"] = py::cast(v.ply);
        d["count"] = v.count;
        d["period"] = v.period;
        d["occurrences"] = py::cast(v.occurrences);
        d["occurrences_total"] = v.occurrences_total;
        return d;
      }, "The verdict as a dict.")
      .def("__repr__", [](const py_verdict& v) {
        std::string out = "<Verdict " + v.kind;
        if (v.by) out += " by " + *v.by;
        if (v.rule) out += " (" + *v.rule + ", " + v.citation.value_or("") + ")";
        if (v.ply) out += " at ply " + std::to_string(*v.ply);
        if (!v.occurrences.empty()) {
          out += " occurrences [";
          for (std::size_t i = 0; i < v.occurrences.size(); ++i) {
            if (i > 0) out += ' ';
            if (v.occurrences_total > v.occurrences.size() && i == v.occurrences.size() / 2) out += "... ";
            out += std::to_string(v.occurrences[i]);
          }
          out += ']';
          if (v.occurrences_total > v.occurrences.size()) out += " of " + std::to_string(v.occurrences_total);
        }
        return out + ">";
      });
}

}  // namespace repetita::python
