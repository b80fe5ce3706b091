// Corn Circles on the table (its view, registered in registry.cpp): a corn circle tile carries a
// badge (board/tile_marks.hpp), a ring of flattened corn on a golden disc with the symbol of the
// kind it names in the middle: a club for a road, a shield for a city, a pitchfork for a field
// (the printed tiles' symbols). The placer's choice is two buttons ("Everyone adds a follower",
// "Everyone takes one back"); adding is an ordinary deploy beside one's follower, taking back a
// place on the follower; passing while adding says it adds nothing.
#include <string>

#include "board/svg_paint.hpp"
#include "carc/engine.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

constexpr std::string_view kStepId = "corn_circle";

namespace paint {

using svg::badge;
using svg::circle;
using svg::fill;
using svg::symbol_path;
using Svg = svg::Writer;

constexpr const char* kInk = "stroke=\"#4a3a14\" stroke-width=\"0.5\" stroke-linejoin=\"round\"";

// The disc and its ring of flattened corn; returns the radius left for the symbol.
float corn_disc(Svg& s, Vec2 p) {
    const float r = 8.5f;
    badge(s, p, r, "#d9b64a");
    circle(s, p, 0.72f * r, "fill=\"none\" stroke=\"#8c6d1c\" stroke-width=\"1.1\"");
    return 0.55f * r;
}

// A club (the road's symbol): a knobbed stick.
void road_circle(Svg& s, Vec2 p, float) {
    const float k = corn_disc(s, p);
    s.path(symbol_path(p, k, {"M", -0.15f, 0.9f, "L", -0.25f, -0.2f, "Q", -0.55f, -0.9f, 0.0f, -0.95f, "Q", 0.55f,
                              -0.9f, 0.25f, -0.2f, "L", 0.15f, 0.9f, "Z"}),
           fill("#7a4e24", kInk));
}

// A shield (the city's symbol).
void city_circle(Svg& s, Vec2 p, float) {
    const float k = corn_disc(s, p);
    s.path(symbol_path(p, k, {"M", -0.8f, -0.85f, "L", 0.8f, -0.85f, "L", 0.8f, 0.1f, "Q", 0.8f, 0.7f, 0.0f, 1.0f,
                              "Q", -0.8f, 0.7f, -0.8f, 0.1f, "Z"}),
           fill("#2d5fa8", kInk));
}

// A pitchfork (the field's symbol).
void field_circle(Svg& s, Vec2 p, float) {
    const float k = corn_disc(s, p);
    const std::string prong = "fill=\"none\" stroke=\"#4a3a14\" stroke-width=\"0.9\" stroke-linecap=\"round\"";
    s.path(symbol_path(p, k, {"M", 0.0f, 1.0f, "L", 0.0f, -0.2f}), prong);
    s.path(symbol_path(p, k, {"M", -0.6f, -0.95f, "L", -0.6f, -0.2f, "L", 0.6f, -0.2f, "L", 0.6f, -0.95f}), prong);
    s.path(symbol_path(p, k, {"M", 0.0f, -0.2f, "L", 0.0f, -0.95f}), prong);
}

}  // namespace paint

constexpr TileMark kCornCircleMarks[] = {
    {.id = "corn-circle-road",
     .placement = MarkPlacement::TileBadge,
     .source = "corn-circle-road",
     .draw = &paint::road_circle,
     .tip = [] {
         return std::string(_("Corn circle (road): whoever places it decides whether every player adds a follower to "
                              "a road where they have one, or takes one back from such a road"));
     },
     .words = [](int) { return std::string(C_("tile part", "a corn circle of roads")); }},
    {.id = "corn-circle-city",
     .placement = MarkPlacement::TileBadge,
     .source = "corn-circle-city",
     .draw = &paint::city_circle,
     .tip = [] {
         return std::string(_("Corn circle (city): whoever places it decides whether every player adds a follower to "
                              "a city where they have one, or takes one back from such a city"));
     },
     .words = [](int) { return std::string(C_("tile part", "a corn circle of cities")); }},
    {.id = "corn-circle-field",
     .placement = MarkPlacement::TileBadge,
     .source = "corn-circle-field",
     .draw = &paint::field_circle,
     .tip = [] {
         return std::string(_("Corn circle (field): whoever places it decides whether every player adds a farmer to "
                              "a field where they have one, or takes one back from such a field"));
     },
     .words = [](int) { return std::string(C_("tile part", "a corn circle of fields")); }},
};

bool in_circle_step(const Ruleset& rules, const GameState& s) {
    return s.phase == Phase::ModuleStep && current_step(rules, s).id() == kStepId;
}

class CornCirclesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "corn-circles"; }
    std::span<const TileMark> tile_marks() const override { return kCornCircleMarks; }

    std::optional<std::string> action_label(const Ruleset&, const GameState&, const Action& a) const override {
        if (a.def->id() != kStepId) return std::nullopt;
        return a.value == 0 ? std::string(_("Everyone adds a follower"))
                            : std::string(_("Everyone takes back a follower"));
    }
    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState&, const Action& a,
                                            const ChoiceTarget& target) const override {
        if (!target.take_back || a.def->id() != "corn_circle_remove") return std::nullopt;
        return ChoiceWords{app::fill(_("Take back the {figure}"), {{"figure", figure_in_text(rules, target.figure)}}),
                           "", /*titles_place=*/true, {}};
    }
    std::optional<std::pair<std::string, std::string>> pass_words(const Ruleset& rules, const GameState& s,
                                                                  const std::vector<ChoicePlace>&) const override {
        if (!in_circle_step(rules, s)) return std::nullopt;
        return std::pair<std::string, std::string>{_("Add no follower (Space)"),
                                                   _("The corn circle lets you add a follower: you leave it")};
    }
};

}  // namespace

const ExpansionView& corn_circles_view() {
    static const CornCirclesView view;
    return view;
}

}  // namespace carc::app
