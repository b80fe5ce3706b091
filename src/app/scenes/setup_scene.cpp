#include "scenes/setup_scene.hpp"

#include <algorithm>
#include <chrono>

#include "scenes/scenes.hpp"
#include "shell/app.hpp"
#include "shell/bot_seat.hpp"
#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

namespace {
const char* kDefaultNames[] = {"Anna", "Bernd", "Clara", "David", "Eva", "Finn"};
}

SetupScene::SetupScene(App& app) : catalog_(app.catalog()) {
    const Settings& s = app.settings();
    for (const PlayerSetup& p : s.players)
        if (seats_.size() < 6 && !p.name.empty()) seats_.push_back(p);
    // Colours must be known and unique; a damaged settings file must not break the table.
    std::vector<std::string> used;
    for (PlayerSetup& p : seats_) {
        const bool known = std::any_of(player_colors().begin(), player_colors().end(),
                                       [&](const PlayerColor& c) { return c.id == p.color; });
        if (!known || std::find(used.begin(), used.end(), p.color) != used.end()) p.color.clear();
        if (!p.color.empty()) used.push_back(p.color);
    }
    for (PlayerSetup& p : seats_)
        if (p.color.empty()) {
            p.color = next_free_color("");
            used.push_back(p.color);
        }
    // Settings from an older version may hold a single seat: the table always has two.
    while (static_cast<int>(seats_.size()) < kMinPlayers)
        seats_.push_back({kDefaultNames[seats_.size()], next_free_color("")});
    if (catalog_) {
        for (const ExpansionDef& e : catalog_->expansions) enabled_[e.id] = e.id == catalog_->base_game();
        for (const std::string& id : s.expansions)
            if (enabled_.count(id)) enabled_[id] = true;
        for (const auto& [exp, opts] : s.options)
            if (const ExpansionDef* e = catalog_->find_expansion(exp))
                for (const auto& [id, value] : opts)
                    for (const OptionDef& o : e->options)
                        if (o.id == id) {
                            const bool valid =
                                o.is_bool()
                                    ? (value == "true" || value == "false")
                                    : std::any_of(o.choices.begin(), o.choices.end(),
                                                  [&](const auto& c) { return c.first == value; });
                            if (valid) options_[exp][id] = value;
                        }
    }
    ui_.set_focus("start");
}

// As the engine decides: the expansion that allows the most players sets the limit (Inns &
// Cathedrals brings a sixth colour).
int SetupScene::max_seats() const {
    int m = 0;
    if (catalog_)
        for (const ExpansionDef& e : catalog_->expansions)
            if (enabled_.count(e.id) && enabled_.at(e.id)) m = std::max(m, e.max_players);
    return std::max(m == 0 ? 5 : m, kMinPlayers);
}

std::string SetupScene::next_free_color(const std::string& after) const {
    const auto& all = player_colors();
    size_t start = 0;
    for (size_t i = 0; i < all.size(); ++i)
        if (all[i].id == after) start = i + 1;
    for (size_t k = 0; k < all.size(); ++k) {
        const PlayerColor& c = all[(start + k) % all.size()];
        if (c.id == after) continue;
        if (std::none_of(seats_.begin(), seats_.end(),
                         [&](const PlayerSetup& p) { return p.color == c.id; }))
            return c.id;
    }
    return after.empty() ? all[0].id : after;
}

void SetupScene::set_expansion(const std::string& id, bool on) {
    if (!catalog_) return;
    enabled_[id] = on;
    if (on) last_switched_on_ = id;  // a refusal it brings is said under its switch
    // Keep requirements consistent: switching on pulls in what it needs, switching off drops
    // what needs it.
    for (bool changed = true; changed;) {
        changed = false;
        for (const ExpansionDef& e : catalog_->expansions)
            for (const std::string& req : e.requires_expansions) {
                if (on && e.id == id && !enabled_[req]) enabled_[req] = changed = true;
                if (!on && enabled_[e.id] && !enabled_[req]) {
                    enabled_[e.id] = false;
                    changed = true;
                }
            }
    }
    // Seats beyond the new limit stay, marked unavailable: switching the expansion back on
    // brings them back as they were (seat_problem() says why).
}

std::string SetupScene::seat_problem() const {
    const int n = seats();
    if (n <= max_seats()) return "";
    std::string needs;
    if (catalog_)
        for (const ExpansionDef& e : catalog_->expansions)
            if (e.max_players >= n) {
                needs = tr(e.name);
                break;
            }
    const std::string who = seats_.back().name.empty()
                                ? std::string(_("The last seat"))
                                : fill(_("{player}'s seat"), {{"player", seats_.back().name}});
    return capitalised(fill(_("{seat} needs {expansion} (this table seats {count}): switch it on or remove a player."),
                {{"seat", who},
                 {"expansion", needs.empty() ? std::string(_("an expansion with more seats")) : needs},
                 {"count", std::to_string(max_seats())}}));
}

// Whether the figure is in the game with the options chosen so far (as load_ruleset decides).
bool SetupScene::figure_in_play(const ExpansionDef& e, const FigureDef& f) const {
    for (const auto& [opt, value] : f.when) {
        std::string current;
        for (const OptionDef& o : e.options)
            if (o.id == opt) current = o.default_value;
        auto ex = options_.find(e.id);
        if (ex != options_.end() && ex->second.count(opt)) current = ex->second.at(opt);
        if (current != value) return false;
    }
    return true;
}

// House rule: a "−" / count / "+" row per figure in play; the count resets to the rules' on click.
void SetupScene::figure_rows(App& app, const ExpansionDef& e, int x, int w, int& y) {
    for (const FigureDef& f : e.figures) {
        if (!figure_in_play(e, f)) continue;
        auto it = figures_.find(f.id);
        const int n = it == figures_.end() ? f.count : it->second;
        const bool house_rule = n != f.count;
        auto set = [this, id = f.id, rules = f.count](int count) {
            count = std::clamp(count, kMinFigureCount, kMaxFigureCount);
            if (count == rules)
                figures_.erase(id);
            else
                figures_[id] = count;
        };
        const int h = app.px(28), step = app.px(32),
                  mid = std::min(app.px(250), w - 2 * step - app.px(8));
        Widget& minus =
            ui_.button("fig:" + f.id + "-", {x, y, step, h}, "−", [set, n] { set(n - 1); });
        minus.enabled = n > kMinFigureCount;
        minus.font_px = app.px(14);
        Widget& count = ui_.button(
            "fig:" + f.id, {x + step + app.px(4), y, mid, h},
            fill(f.neutral ? P_("{count} {figure} on the table", "{count} {figure}s on the table", n)
                           : P_("{count} {figure} each", "{count} {figure}s each", n),
                 {{"count", std::to_string(n)}, {"figure", tr(f.name)}}) +
                (house_rule ? _(" · house rule") : ""),
            [set, rules = f.count] { set(rules); },
            house_rule ? ButtonStyle::Selected : ButtonStyle::Quiet);
        count.font_px = app.px(13);
        count.hint = fill(f.neutral ? _("House rule: how many {figure} figures are on the table (the "
                                        "rules give {count}). Click to go back to the rules' count.")
                                    : _("House rule: how many {figure} figures each player has (the rules give "
                                        "{count}). Click to go back to the rules' count."),
                          {{"figure", tr(f.name)}, {"count", std::to_string(f.count)}});
        Widget& plus = ui_.button("fig:" + f.id + "+", {x + step + mid + app.px(8), y, step, h},
                                  "+", [set, n] { set(n + 1); });
        plus.enabled = n < kMaxFigureCount;
        plus.font_px = app.px(14);
        y += h + app.px(6);
    }
}

Setup SetupScene::setup() const {
    Setup s;
    s.expansions.clear();
    if (catalog_)
        for (const ExpansionDef& e : catalog_->expansions)
            if (enabled_.count(e.id) && enabled_.at(e.id)) {
                s.expansions.push_back(e.id);
                if (options_.count(e.id)) s.options[e.id] = options_.at(e.id);
                for (const FigureDef& f : e.figures)
                    if (figures_.count(f.id) && figure_in_play(e, f))
                        s.figures[f.id] = figures_.at(f.id);
            }
    for (PlayerSetup p : seats_) {
        // Trim surrounding blanks; an empty name takes the colour's name.
        const size_t a = p.name.find_first_not_of(' '), b = p.name.find_last_not_of(' ');
        p.name = a == std::string::npos ? tr(player_color(p.color).name) : p.name.substr(a, b - a + 1);
        s.players.push_back(p);
    }
    if (!seed_.empty()) {
        s.seed = std::stoull(seed_.substr(0, 19));
    } else {
        s.seed = static_cast<uint64_t>(
                     std::chrono::high_resolution_clock::now().time_since_epoch().count()) ^
                 0x9E3779B97F4A7C15ull;
    }
    return s;
}

void SetupScene::start(App& app) {
    if (!catalog_) return;
    if (const std::string why = seat_problem(); !why.empty()) {
        error_ = why;
        return;
    }
    const Setup s = setup();
    for (size_t i = 0; i < s.players.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (s.players[i].name == s.players[j].name) {
                error_ = fill(_("Two seats are both called {name}: give every player a different name."),
                              {{"name", s.players[i].name}});
                return;
            }
    auto rules = load_ruleset(s, *catalog_);
    if (!rules) {
        error_ = rules.error();
        return;
    }
    Settings& settings = app.settings();
    settings.players = seats_;
    settings.expansions = s.expansions;
    settings.options = options_;
    app.save_settings();
    auto session = std::make_shared<GameSession>(*catalog_, std::move(*rules));
    session->info().purist = settings.purist;
    app.replace_all(make_game_scene(app, std::move(session)));
}

const std::vector<std::string>& SetupScene::idle_options() {
    Setup s;
    s.expansions.clear();
    std::string key;
    if (catalog_)
        for (const ExpansionDef& e : catalog_->expansions)
            if (enabled_.count(e.id) && enabled_.at(e.id)) {
                s.expansions.push_back(e.id);
                key += e.id + "{";
                if (options_.count(e.id)) {
                    s.options[e.id] = options_.at(e.id);
                    for (const auto& [id, value] : options_.at(e.id)) key += id + "=" + value + ";";
                }
                key += "}";
            }
    if (key == idle_for_) return idle_;
    idle_for_ = key;
    idle_.clear();
    replaced_.clear();
    // Two seats: the notices do not depend on the players, and a table the expansions cannot
    // seat has its own complaint.
    s.players = {{"A", ""}, {"B", ""}};
    conflict_.clear();
    way_out_.clear();
    if (!catalog_) return idle_;
    auto rules = load_ruleset(s, *catalog_);
    if (rules) {
        for (const IdleElement& idle : idle_elements(*rules)) idle_.push_back(idle.expansion->id + "." + idle.option->id);
        for (const IdleElement& gone : replaced_options(*rules))
            replaced_.push_back(gone.expansion->id + "." + gone.option->id);
        return idle_;
    }
    // A refusal: which one expansion switched off (with whatever needs it) lets the rest play?
    conflict_ = tr(rules.error());
    reveal_conflict_ = true;
    for (const std::string& id : s.expansions) {
        Setup without = s;
        std::vector<std::string> dropped{id};
        for (bool more = true; more;) {
            more = false;
            for (const ExpansionDef& e : catalog_->expansions)
                for (const std::string& req : e.requires_expansions)
                    if (std::count(dropped.begin(), dropped.end(), req) &&
                        !std::count(dropped.begin(), dropped.end(), e.id)) {
                        dropped.push_back(e.id);
                        more = true;
                    }
        }
        std::erase_if(without.expansions, [&](const std::string& x) { return std::count(dropped.begin(), dropped.end(), x) > 0; });
        if (!without.expansions.empty() && load_ruleset(without, *catalog_)) way_out_.push_back(id);
    }
    return idle_;
}

// Under the switch of an expansion the rules cannot combine with the others chosen: why (once,
// under the switch just turned on, else the first such) and a button that switches it off.
void SetupScene::conflict_rows(App& app, const ExpansionDef& e, int cx, int cw, int& cy) {
    const int nx = cx + app.px(34), nw = cw - app.px(34);
    const bool last_is_way_out = std::count(way_out_.begin(), way_out_.end(), last_switched_on_) > 0;
    if (e.id == (last_is_way_out ? last_switched_on_ : way_out_.front())) {
        const std::string text = "⚠ " + conflict_;
        const int nh = app.text().get(text, app.px(13), theme::kError, FontStyle::Regular, nw).h;
        notices_.push_back({"conflict", text, {nx, cy - app.px(4), nw, nh}, true});
        cy += nh + app.px(6);
    }
    const std::string label = fill(_("Switch off: {expansion}"), {{"expansion", tr(e.name)}});
    const int bw = std::min(nw, app.text().measure(label, app.px(13), FontStyle::Bold).x + app.px(26));
    Widget& off = ui_.button("off:" + e.id, {nx, cy, bw, app.px(28)}, label,
                             [this, id = e.id] { set_expansion(id, false); });
    off.font_px = app.px(13);
    off.hint = conflict_;
    cy += app.px(36);
    // Scroll the column once so that the refusal and its button are in view.
    if (reveal_conflict_ && notices_.size() && notices_.back().key == "conflict" && cy > column_.y + column_.h) {
        scroll_ += cy - (column_.y + column_.h);
        reveal_conflict_ = false;
    }
}

std::map<std::string, std::string> SetupScene::idle_notices() const {
    std::map<std::string, std::string> out;
    for (const Notice& n : notices_)
        if (!n.refusal) out[n.key] = n.text;
    return out;
}

int SetupScene::summary_wrap(App& app) const { return std::max(app.px(120), column_.w - app.px(40)); }

int SetupScene::summary_height(App& app, const ExpansionDef& e) const {
    const int line = app.text().line_height(app.px(13));
    if (e.summary.empty()) return line;
    return std::max(line, app.text().get(tr(e.summary), app.px(13), theme::kTextDim,
                                         FontStyle::Regular, summary_wrap(app))
                              .h);
}

void SetupScene::layout(App& app) {
    ui_.begin();
    notices_.clear();
    const std::vector<std::string> idle = idle_options();
    const int margin = app.px(40);
    const int top = app.px(96);
    const int col_w = std::min(app.px(470), (app.width() - 3 * margin) / 2);
    const int bar_y = app.height() - app.px(84);  // seed, Back and Start
    // Seats, and the row that adds one, between the heading and the seed: lower rows when six
    // seats meet a small window.
    const int rows = static_cast<int>(seats_.size()) + 1;
    const int seats_room = bar_y - app.px(40) - (top + app.px(40));
    int row_h = app.px(44), gap = app.px(10);
    if (rows * row_h + (rows - 1) * gap > seats_room) {
        gap = app.px(5);
        row_h = std::max(app.px(28), (seats_room - (rows - 1) * gap) / rows);
    }
    int y = top + app.px(40);
    for (size_t i = 0; i < seats_.size(); ++i) {
        const PlayerColor c = player_color(seats_[i].color);
        Widget& chip =
            ui_.button("color" + std::to_string(i), {margin, y, row_h, row_h}, "",
                       [this, i] { seats_[i].color = next_free_color(seats_[i].color); });
        chip.has_chip = true;
        chip.chip = c.fill;
        chip.chip_ink = c.ink;
        chip.chip_letter = c.letter;
        chip.hint =
            fill(_("{colour} (letter {letter}). Click for another colour."),
                 {{"colour", tr(c.name)}, {"letter", std::string(1, c.letter)}});
        // Who plays the seat: a click goes person → computer greedy → easy → medium → hard →
        // person. A narrow column says "Bot · medium".
        const int who_w = std::min(app.px(176), col_w * 2 / 5);
        ui_.text_field("name" + std::to_string(i),
                       {margin + row_h + gap, y, col_w - 2 * row_h - 3 * gap - who_w, row_h},
                       &seats_[i].name, _("Name"), kMaxPlayerNameLength);
        std::string label = seat_label(seats_[i].computer);
        if (!seats_[i].computer.empty() &&
            app.text().measure(label, app.px(13), FontStyle::Bold).x + app.px(16) > who_w)
            label = fill(_("Bot · {level}"), {{"level", level_name(seats_[i].computer)}});
        Widget& who = ui_.button(
            "who" + std::to_string(i), {margin + col_w - row_h - gap - who_w, y, who_w, row_h},
            label, [this, i] { seats_[i].computer = next_seat_level(seats_[i].computer); },
            seats_[i].computer.empty() ? ButtonStyle::Normal : ButtonStyle::Selected);
        who.font_px = app.px(13);
        who.hint =
            _("Who plays this seat: a person, or the computer at a level (greedy, easy, "
              "medium, hard). Click for the next.");
        Widget& remove =
            ui_.button("remove" + std::to_string(i), {margin + col_w - row_h, y, row_h, row_h}, "✕",
                       [this, i] { seats_.erase(seats_.begin() + static_cast<long>(i)); });
        remove.enabled = static_cast<int>(seats_.size()) > kMinPlayers;
        remove.hint = remove.enabled ? std::string(_("Remove this seat"))
                                     : fill(_("Carcassonne takes at least {count} players."),
                                            {{"count", std::to_string(kMinPlayers)}});
        if (static_cast<int>(i) >= max_seats()) {
            chip.hint = seat_problem();
            remove.style = ButtonStyle::Primary;  // the way out, at hand
        }
        y += row_h + gap;
    }
    Widget& add = ui_.button("add", {margin, y, col_w, row_h}, _("+ Add a player"), [this] {
        seats_.push_back({kDefaultNames[std::min<size_t>(seats_.size(), 5)], next_free_color("")});
    });
    add.enabled = static_cast<int>(seats_.size()) < max_seats();
    add.hint =
        add.enabled ? "" : fill(_("This table seats at most {count} players."), {{"count", std::to_string(max_seats())}});
    Widget& seed = ui_.text_field(
        "seed", {margin, bar_y + app.px(4), std::min(col_w, app.px(260)), app.px(44)}, &seed_,
        _("Random"), 18, true);
    seed.hint = _("The same seed, players and expansions deal the same tiles.");
    {
        // The purist switch: remembered for the next game, kept in this game's saves.
        const int px0 = seed.rect.x + seed.rect.w + app.px(16);
        const int pw = app.width() - margin - app.px(416) - px0;
        if (pw > app.px(120)) {
            Widget& bare = ui_.toggle("purist", {px0, bar_y + app.px(4), pw, app.px(44)},
                                      _("Bare table (no learning aids)"), app.settings().purist,
                                      [&app] {
                                          app.settings().purist = !app.settings().purist;
                                          app.save_settings();
                                      });
            bare.hint =
                _("For purists: no lit squares, hints, remaining tiles, marks of what fits where, "
                  "ownership or projected scores. The rules are still enforced.");
        }
    }

    // Expansions and their options, in a scrollable column.
    const int cx = margin * 2 + col_w;
    const int cw = app.width() - cx - margin;
    column_ = {cx, top + app.px(36), cw, app.height() - top - app.px(36) - app.px(110)};
    int cy = column_.y - scroll_;
    if (catalog_)
        for (const ExpansionDef& e : catalog_->expansions) {
            if (!e.unfinished.empty()) continue;  // not offered until all its rules are built
            const bool on = enabled_[e.id];
            Widget& t = ui_.toggle("exp:" + e.id, {cx, cy, cw - app.px(52), app.px(30)}, tr(e.name), on,
                                   [this, id = e.id, on] { set_expansion(id, !on); });
            t.hint = tr(e.summary);
            Widget& help =
                ui_.button("rules:" + e.id, {cx + cw - app.px(40), cy, app.px(36), app.px(30)}, "?",
                           [&app, id = e.id] { app.push(make_rules_overlay(app, id)); });
            help.hint = fill(_("Rules of {expansion}"), {{"expansion", tr(e.name)}});
            // The summary wraps under the name: a narrow window or a long language takes more
            // lines rather than shortening it (the tooltip says it too).
            cy += app.px(32) + summary_height(app, e) + app.px(12);
            if (on && std::count(way_out_.begin(), way_out_.end(), e.id)) conflict_rows(app, e, cx, cw, cy);
            if (on)
                for (const OptionDef& o : e.options) {
                    // A choice of tile sets that another set in the game replaces: nothing to choose.
                    if (std::count(replaced_.begin(), replaced_.end(), e.id + "." + o.id)) continue;
                    const std::string current =
                        options_[e.id].count(o.id) ? options_[e.id][o.id] : o.default_value;
                    if (o.is_bool()) {
                        Widget& b = ui_.toggle(
                            "opt:" + e.id + "." + o.id,
                            {cx + app.px(34), cy, cw - app.px(34), app.px(28)}, tr(o.name),
                            current == "true", [this, eid = e.id, oid = o.id, current] {
                                options_[eid][oid] = current == "true" ? "false" : "true";
                            });
                        b.hint = tr(o.description);
                        b.font_px = app.px(14);
                        cy += app.px(36);
                        // Switched on without the tiles it acts on: say so under the switch.
                        const std::string key = e.id + "." + o.id;
                        if (std::find(idle.begin(), idle.end(), key) != idle.end()) {
                            const std::string text = "⚠ " + tr(o.idle_notice);
                            const int nx = cx + app.px(34) + app.px(12), nw = cw - app.px(34) - app.px(12);
                            const int nh = app.text().get(text, app.px(13), theme::kAccent, FontStyle::Regular, nw).h;
                            notices_.push_back({key, text, {nx, cy - app.px(4), nw, nh}});
                            b.hint += "\n\n" + text;
                            cy += nh + app.px(8);
                        }
                    } else {
                        cy += app.px(24);  // the option's name above its choices
                        int bx = cx + app.px(34);
                        for (const auto& [value, english] : o.choices) {
                            const std::string label = tr(english);
                            const int bw =
                                app.text().measure(label, app.px(13), FontStyle::Bold).x +
                                app.px(26);
                            if (bx + bw > cx + cw) {
                                bx = cx + app.px(34);
                                cy += app.px(34);
                            }
                            Widget& b = ui_.button(
                                "opt:" + e.id + "." + o.id + "=" + value, {bx, cy, bw, app.px(28)},
                                label,
                                [this, eid = e.id, oid = o.id, v = value] {
                                    options_[eid][oid] = v;
                                },
                                value == current ? ButtonStyle::Selected : ButtonStyle::Normal);
                            b.hint = tr(o.description);
                            b.font_px = app.px(13);
                            bx += bw + app.px(8);
                        }
                        cy += app.px(40);
                    }
                }
            if (on) figure_rows(app, e, cx + app.px(34), cw - app.px(34), cy);
            cy += app.px(14);
        }
    content_h_ = cy + scroll_ - column_.y;
    for (Widget& w : ui_.items())
        if (w.id.rfind("exp:", 0) == 0 || w.id.rfind("rules:", 0) == 0 ||
            w.id.rfind("opt:", 0) == 0 || w.id.rfind("fig:", 0) == 0 || w.id.rfind("off:", 0) == 0)
            w.clip = column_;

    const int by = app.height() - app.px(84);
    ui_.button("back", {app.width() - margin - app.px(400), by, app.px(180), app.px(52)}, _("Back"),
               [&app] { app.pop(); });
    Widget& go = ui_.button(
        "start", {app.width() - margin - app.px(200), by, app.px(200), app.px(52)}, _("Start"),
        [this, &app] { start(app); }, ButtonStyle::Primary);
    go.enabled = catalog_ != nullptr && conflict_.empty();
    if (!conflict_.empty()) go.hint = conflict_;  // said beside the switches too
}

void SetupScene::event(App& app, const SDL_Event& e) {
    layout(app);
    if (e.type == SDL_MOUSEWHEEL && contains(column_, app.mouse().x, app.mouse().y)) {
        const int max_scroll = std::max(0, content_h_ - column_.h);
        scroll_ = std::clamp(scroll_ - e.wheel.y * app.px(80), 0, max_scroll);
        return;
    }
    // Enter starts the game from anywhere but a field being edited (where it ends the editing);
    // Space switches what has the focus.
    const bool enter = e.type == SDL_KEYDOWN &&
                       (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER);
    if (enter && !ui_.editing()) {
        start(app);
        return;
    }
    if (ui_.event(app, e)) {
        // A new choice clears the last complaint; Start may make a new one.
        if (ui_.has_pending()) {
            error_.clear();
            ui_.run_pending();
        }
        return;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) app.pop();
}

void SetupScene::render(App& app) {
    SDL_Renderer* r = app.renderer();
    fill_gradient(r, {0, 0, app.width(), app.height()}, Color{30, 40, 37, 255},
                  Color{20, 26, 25, 255});
    layout(app);
    Text& t = app.text();
    const int margin = app.px(40);
    t.draw(_("New game"), margin, app.px(30), app.px(34), theme::kAccent, FontStyle::Bold);
    t.draw(_("Players"), margin, app.px(96), app.px(18), theme::kText, FontStyle::Bold);
    const Widget* seed = ui_.find("seed");
    if (seed)
        t.draw(_("Seed (optional)"), margin, seed->rect.y - app.px(24), app.px(14), theme::kTextDim,
               FontStyle::Bold);
    t.draw(_("Expansions"), column_.x, app.px(96), app.px(18), theme::kText, FontStyle::Bold);

    ui_.render(app);
    SDL_RenderSetClipRect(r, &column_);
    if (catalog_) {
        for (const ExpansionDef& e : catalog_->expansions) {
            const Widget* w = ui_.find("exp:" + e.id);
            if (!w) continue;
            t.draw(tr(e.summary), w->rect.x + app.px(32), w->rect.y + app.px(32), app.px(13),
                   theme::kTextDim, FontStyle::Regular, Align::Left, summary_wrap(app));
            if (!enabled_[e.id]) continue;
            for (const OptionDef& o : e.options) {
                if (o.is_bool()) continue;
                for (const Widget& b : ui_.items())
                    if (b.id.rfind("opt:" + e.id + "." + o.id + "=", 0) == 0) {
                        t.draw(tr(o.name), b.rect.x, b.rect.y - app.px(22), app.px(14), theme::kText,
                               FontStyle::Bold);
                        break;
                    }
            }
        }
    }
    for (const Notice& n : notices_)
        t.draw(n.text, n.rect.x, n.rect.y, app.px(13), n.refusal ? theme::kError : theme::kAccent, FontStyle::Regular,
               Align::Left, n.rect.w);
    SDL_RenderSetClipRect(r, nullptr);
    if (content_h_ > column_.h) {
        const int bar_h = std::max(app.px(30), column_.h * column_.h / content_h_);
        const int bar_y =
            column_.y + (column_.h - bar_h) * scroll_ / std::max(1, content_h_ - column_.h);
        fill_round_rect(r, to_f({column_.x + column_.w + app.px(8), bar_y, app.px(5), bar_h}),
                        static_cast<float>(app.px(2)), Color{255, 255, 255, 60});
    }
    // A seat the expansions in play cannot seat: dimmed, with why, until it is removed or the
    // expansion that brings it is switched on again.
    for (int i = max_seats(); i < seats(); ++i)
        if (const Widget* name = ui_.find("name" + std::to_string(i))) {
            const SDL_Rect row{margin - app.px(4), name->rect.y - app.px(4),
                               name->rect.x + name->rect.w - margin + app.px(8),
                               name->rect.h + app.px(8)};
            fill_round_rect(r, to_f(row), static_cast<float>(app.px(6)), Color{20, 24, 26, 170});
        }
    // What stops Start: its last complaint, else a seat the table cannot seat.
    const std::string problem = error_.empty() ? seat_problem() : error_;
    if (!problem.empty()) {
        const int wrap = app.width() / 2;
        const TextBox box = t.get(problem, app.px(14), theme::kError, FontStyle::Regular, wrap);
        t.draw(problem, app.width() - margin, app.height() - app.px(92) - box.h, app.px(14),
               theme::kError, FontStyle::Regular, Align::Right, wrap);
    }
    t.draw_fit(_("Tab moves · Space switches · Enter starts the game · Esc goes back"), margin,
               app.height() - app.px(26), app.width() - 2 * margin, app.px(13), theme::kTextFaint);
    ui_.render_tooltip(app);
}

std::unique_ptr<Scene> make_setup_scene(App& app) { return std::make_unique<SetupScene>(app); }

}  // namespace carc::app
