// The Siege on the table (its view, registered in registry.cpp): a besieged city carries the
// besiegers' camp, a striped tent with a black banner, among its houses (a CityEmblem of the
// attribute `besieged`, board/tile_marks.hpp), named on the board's tooltip with what the siege
// does; the escape's choice and its pass button say what they mean; the end table gives the
// besieged cities' points a line of their own.
#include <string>

#include "board/choice_layer.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

constexpr std::string_view kEscapeStep = "siege_escape";

namespace paint {

using svg::fill;
using svg::num;
using Svg = svg::Writer;

// The besiegers' tent: red and white stripes under a pole with a black banner.
void camp(Svg& s, Vec2 p, float) {
    const std::string line = "stroke=\"#3a2418\" stroke-width=\"0.7\" stroke-linejoin=\"round\"";
    s.path("M" + num(p.x - 8) + " " + num(p.y + 6) + " L" + num(p.x) + " " + num(p.y - 6) + " L" + num(p.x + 8) +
               " " + num(p.y + 6) + " Z",
           fill("#f4ecdc", line));
    s.path("M" + num(p.x - 4) + " " + num(p.y) + " L" + num(p.x) + " " + num(p.y - 6) + " L" + num(p.x - 1.3f) + " " +
               num(p.y + 6) + " L" + num(p.x - 5.3f) + " " + num(p.y + 6) + " Z M" + num(p.x + 4) + " " + num(p.y) +
               " L" + num(p.x) + " " + num(p.y - 6) + " L" + num(p.x + 1.3f) + " " + num(p.y + 6) + " L" +
               num(p.x + 5.3f) + " " + num(p.y + 6) + " Z",
           fill("#b8322a"));
    s.path("M" + num(p.x - 1.6f) + " " + num(p.y + 6) + " L" + num(p.x) + " " + num(p.y + 1) + " L" +
               num(p.x + 1.6f) + " " + num(p.y + 6) + " Z",
           fill("#3a2418"));
    s.path("M" + num(p.x) + " " + num(p.y - 6) + " L" + num(p.x) + " " + num(p.y - 12), "stroke=\"#3a2418\" stroke-width=\"0.9\"");
    s.path("M" + num(p.x) + " " + num(p.y - 12) + " L" + num(p.x + 5.5f) + " " + num(p.y - 10.5f) + " L" + num(p.x) +
               " " + num(p.y - 9),
           fill("#1d1d1d"));
}

}  // namespace paint

constexpr TileMark kSiegeMarks[] = {
    {.id = "besieged",
     .placement = MarkPlacement::CityEmblem,
     .source = "besieged",
     .room = 10,
     .draw = &paint::camp,
     .tip = [] {
         return std::string(_("Besieged city: 1 point less per tile and pennant (1 each when completed, nothing "
                              "unfinished at the end); farmers score it twice; a knight in it may escape at the "
                              "end of its owner's turn when a monastery lies on or beside one of its tiles"));
     },
     .words = [](int) { return std::string(C_("city part", "a besieging camp")); }},
};

class SiegeView : public ExpansionView {
public:
    std::string_view module_id() const override { return "siege"; }
    std::span<const TileMark> tile_marks() const override { return kSiegeMarks; }

    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState&, const Action& a,
                                            const ChoiceTarget& target) const override {
        if (a.def->id() != "escape_from_siege") return std::nullopt;
        return ChoiceWords{app::fill(_("Escape with the {figure}"), {{"figure", figure_in_text(rules, target.figure)}}),
                           "", /*titles_place=*/true, {}};
    }

    std::optional<std::pair<std::string, std::string>> pass_words(const Ruleset& rules, const GameState& s,
                                                                  const std::vector<ChoicePlace>&) const override {
        if (s.phase != Phase::ModuleStep || rules.turn.step(s.step).id() != kEscapeStep) return std::nullopt;
        return std::pair<std::string, std::string>{_("Stay in the city (Space)"),
                                                   _("Your knights stay in the besieged city")};
    }

    std::vector<ScoreElement> score_elements() const override { return {{"besieged", false, _("besieged cities")}}; }
};

}  // namespace

const ExpansionView& siege_view() {
    static const SiegeView view;
    return view;
}

}  // namespace carc::app
