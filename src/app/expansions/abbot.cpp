// The Abbot on the table (its view, registered in registry.cpp): the words of taking the abbot
// back, on the choice layer's place of the feature it leaves ("Take back the abbot", the place's
// title too; the scene adds the points it scores at once). Its monastery and garden are the base
// game's features, drawn by the tile painter; the abbot is a figure of the data.
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

class AbbotView : public ExpansionView {
public:
    std::string_view module_id() const override { return "abbot"; }
    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState&, const Action& a,
                                            const ChoiceTarget& target) const override {
        if (!target.take_back || a.def->id() != "return") return std::nullopt;
        return ChoiceWords{app::fill(_("Take back the {figure}"), {{"figure", figure_in_text(rules, target.figure)}}),
                           "", /*titles_place=*/true, {}};
    }
};

}  // namespace

const ExpansionView& abbot_view() {
    static const AbbotView view;
    return view;
}

}  // namespace carc::app
