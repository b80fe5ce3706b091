#include "shell/game_session.hpp"

#include <algorithm>

#include "carc/feature_changes.hpp"

namespace carc::app {

GameSession::GameSession(const Catalog& catalog, Ruleset rules)
    : catalog_(&catalog), rules_(std::make_unique<Ruleset>(std::move(rules))) {
    Step start = start_game(*rules_);
    states_.push_back(std::move(start.state));
    events_.push_back(std::move(start.events));
    record_.setup = rules_->setup;
    record_chance(*rules_, *states_.back(), 0, record_.chance);
    refresh();
}

GameSession::GameSession(const Catalog& catalog, Ruleset rules, std::vector<Snapshot> states,
                         std::vector<Events> events, GameRecord record)
    : catalog_(&catalog),
      rules_(std::make_unique<Ruleset>(std::move(rules))),
      states_(std::move(states)),
      events_(std::move(events)),
      record_(std::move(record)) {
    if (states_.empty()) {
        Step start = start_game(*rules_);
        states_.push_back(std::move(start.state));
        events_.assign(1, std::move(start.events));
    }
    events_.resize(states_.size());
    for (size_t i = 1; i < states_.size(); ++i) players_.push_back(states_[i - 1]->acting_player);
    // A continued game starts confirmed: its history is not this sitting's to take back.
    confirmed_ = actions();
    refresh();
}

void GameSession::refresh() {
    legal_ = legal_actions(*rules_, state());
    view_ = player_view(*rules_, state(), viewing_seat());
}

int GameSession::viewing_seat() const {
    const auto& players = rules_->setup.players;
    auto person = [&](int p) {
        return p >= 0 && static_cast<size_t>(p) < players.size() && players[static_cast<size_t>(p)].computer.empty();
    };
    const int acting = state().acting_player;
    if (person(acting)) return acting;
    int only = kSpectator;
    for (int p = 0; p < static_cast<int>(players.size()); ++p) {
        if (!person(p)) continue;
        if (only != kSpectator) return kSpectator;
        only = p;
    }
    return only;
}

std::optional<std::string> GameSession::act(const Action& action) {
    const GameState& before = state();
    auto step = apply(*rules_, before, action);
    if (!step) return step.error();
    if (places_drawn_tile(action)) confirmed_ = actions();
    record_.actions.push_back(record_action(*rules_, before, action));
    players_.push_back(before.acting_player);  // who chose: the dragon's steps are everyone's
    states_.push_back(std::move(step->state));
    record_chance(*rules_, *states_.back(), actions(), record_.chance);
    events_.push_back(std::move(step->events));
    refresh();
    return std::nullopt;
}

SaveFile GameSession::to_save() const {
    SaveFile save;
    save.name = info_.name;
    save.created = info_.created;
    save.game = record_;
    save.digest = digest_to_save(*rules_, state());
    save.branched_from = info_.branched_from;
    save.purist = info_.purist;
    return save;
}

void GameSession::restore_undo_boundary() {
    // act() confirms everything before a tile placement: the boundary is the last placement's
    // index in the record.
    confirmed_ = 0;
    for (size_t i = 0; i < record_.actions.size(); ++i)
        if (!record_.actions[i].tile.empty()) confirmed_ = static_cast<int>(i);  // a tile placed
}

bool GameSession::can_undo() const { return actions() > confirmed_ && !over(); }

bool GameSession::undo() {
    if (!can_undo()) return false;
    states_.pop_back();
    events_.pop_back();
    players_.pop_back();
    record_.actions.pop_back();
    // The outcomes of chance the action drew go with it.
    while (!record_.chance.empty() && record_.chance.back().action > actions()) record_.chance.pop_back();
    refresh();
    return true;
}

void GameSession::set_computer(int player, const std::string& level) {
    if (player < 0 || player >= rules_->player_count()) return;
    rules_->setup.players[static_cast<size_t>(player)].computer = level;
    if (static_cast<size_t>(player) < record_.setup.players.size())
        record_.setup.players[static_cast<size_t>(player)].computer = level;
    refresh();  // the seat whose view the window shows may have changed hands
}

int GameSession::undo_player() const { return players_.empty() ? -1 : players_.back(); }

bool GameSession::places_drawn_tile(const Action& a) const {
    if (is_place(a)) return true;
    if (!a.def || state().phase != Phase::PlaceTile) return false;
    return !a.def->record(*rules_, state(), a).tile.empty();
}

std::vector<Pos> GameSession::legal_cells() const {
    std::vector<Pos> cells;
    for (const Action& a : legal_)
        if (places_drawn_tile(a) && std::none_of(cells.begin(), cells.end(), [&](Pos q) { return q == a.pos; }))
            cells.push_back(a.pos);
    return cells;
}

std::vector<int> GameSession::legal_rotations(Pos pos) const {
    std::vector<int> out;
    for (const Action& a : legal_)
        if (places_drawn_tile(a) && a.pos == pos && std::find(out.begin(), out.end(), a.rotation) == out.end())
            out.push_back(a.rotation);
    return out;
}

namespace {

// What a tile turned by `r` puts on the board, independent of how its features are numbered.
std::string placement_signature(const TileType& t, int r) {
    std::vector<std::string> parts;
    for (const FeatureType& f : t.features) {
        std::string p = std::to_string(static_cast<int>(f.kind)) + ":" +
                        std::to_string(rotate_sides(f.sides, r)) + ":" +
                        std::to_string(rotate_halves(f.halves, r)) + ":";
        for (int16_t a : f.attributes) p += std::to_string(a) + ",";
        std::vector<int> borders;
        for (uint8_t c : f.cities) borders.push_back(rotate_sides(t.features[c].sides, r));
        std::sort(borders.begin(), borders.end());
        for (int b : borders) p += "b" + std::to_string(b);
        parts.push_back(std::move(p));
    }
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (const std::string& p : parts) out += p + "|";
    return out;
}

}  // namespace

std::vector<int> GameSession::distinct_rotations(Pos pos) const {
    const GameState& s = state();
    std::vector<int> out;
    if (s.phase != Phase::PlaceTile) return out;
    const TileType& t = rules_->tiles[s.drawn];
    std::vector<std::string> seen;
    for (int r : legal_rotations(pos)) {
        std::string sig = placement_signature(t, r);
        if (std::find(seen.begin(), seen.end(), sig) != seen.end()) continue;
        seen.push_back(std::move(sig));
        out.push_back(r);
    }
    return out;
}

std::vector<FigureOption> GameSession::figure_options() const {
    std::vector<FigureOption> out;
    const GameState& s = state();
    if (s.phase != Phase::PlaceFigure || s.placed_tile < 0) return out;
    for (const Action& a : legal_) {
        // Deploys, and the actions that take a figure back from a feature (the abbot).
        if (a.figure < 0 || a.feature < 0) continue;
        const PlacedTile* t = s.board.at(a.pos);
        if (!t) continue;
        FigureOption o;
        o.action = a;
        o.figure = a.figure;
        o.local = a.feature;
        o.pos = a.pos;
        o.kind = kind_at(s, s.board.tile_index(a.pos), a.feature);
        o.is_return = !is_deploy(a);
        o.role = figure_role(*rules_, o.figure, o.kind);
        out.push_back(std::move(o));
    }
    return out;
}

bool GameSession::can_pass() const {
    return std::any_of(legal_.begin(), legal_.end(),
                       [](const Action& a) { return is_pass(a); });
}

std::vector<std::vector<int>> GameSession::score_history() const {
    auto scores = [](const GameState& s) {
        std::vector<int> v;
        for (const PlayerState& p : s.players) v.push_back(p.score);
        return v;
    };
    std::vector<std::vector<int>> out{scores(*states_.front())};
    for (size_t i = 1; i < states_.size(); ++i) {
        const GameState& s = *states_[i];
        if (s.phase == Phase::GameOver) {
            // The last turn's own scoring, then the final count as a point of its own.
            std::vector<int> running = scores(*states_[i - 1]);
            for (const Event& e : events_[i]) {
                if (std::holds_alternative<FinalScoringStarted>(e)) break;
                if (const auto* se = std::get_if<ScoreEvent>(&e))
                    for (const Award& a : se->awards)
                        running[static_cast<size_t>(a.player)] += a.points;
            }
            out.push_back(running);
            out.push_back(scores(s));
        } else if (s.turn != states_[i - 1]->turn) {
            out.push_back(scores(s));  // the action ended a turn, its scoring included
        }
    }
    return out;
}

}  // namespace carc::app
