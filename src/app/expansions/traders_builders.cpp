// Traders & Builders on the table (its view, registered in registry.cpp): the trade goods a player
// holds on their scoreboard row, each a dot of the good's colour (wine purple, grain yellow, cloth
// blue) with the count, and a tooltip naming the good and its end-of-game majority. The goods are
// the engine's tokens (GameState's per-player token counts, in Ruleset::tokens order); this file
// only draws them.
#include <string>

#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

struct Good {
    std::string_view id;
    const char* name;  // N_() word
    Color color;
};
constexpr Good kGoods[] = {{"wine", N_("Wine"), {140, 60, 160, 255}},
                           {"grain", N_("Grain"), {224, 180, 55, 255}},
                           {"cloth", N_("Cloth"), {70, 120, 200, 255}}};

class TradersBuildersView : public ExpansionView {
public:
    std::string_view module_id() const override { return "traders-builders"; }
    void row_items(const Ruleset& rules, const GameState& s, int player,
                   std::vector<RowItem>& out) const override {
        for (size_t k = 0; k < rules.tokens.size() && k < static_cast<size_t>(kMaxTokenKinds); ++k)
            for (const Good& good : kGoods) {
                if (rules.tokens[k] != good.id) continue;
                const int n = s.players[static_cast<size_t>(player)].tokens[k];
                RowItem item;
                item.icon = RowItem::Icon::Dot;
                item.color = good.color;
                item.count = n;
                item.width = 2.0f / 3.0f;
                item.count_gap = 3;
                item.tip = app::fill(
                    P_("{goods}: {count} token (the most of a kind scores 10 at the end)",
                       "{goods}: {count} tokens (the most of a kind scores 10 at the end)", n),
                    {{"goods", tr(good.name)}, {"count", std::to_string(n)}});
                item.id = std::string(good.id);
                item.kind = ScoreboardItem::Kind::Supply;
                out.push_back(std::move(item));
            }
    }
};

}  // namespace

const ExpansionView& traders_builders_view() {
    static const TradersBuildersView view;
    return view;
}

}  // namespace carc::app
