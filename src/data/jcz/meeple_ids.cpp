// JCloisterZone's meeple ids of one game (meeple_ids.hpp).
#include "meeple_ids.hpp"

#include <algorithm>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "mapping.hpp"

namespace carc {

namespace {

// "<player>.<kind>.<n>" cut at its dots; false when it is not one.
bool split_id(std::string_view id, int& player, std::string& kind, int& n) {
    const size_t a = id.find('.'), b = id.rfind('.');
    if (a == std::string_view::npos || b == a || a == 0 || b + 1 == id.size()) return false;
    const auto number = [](std::string_view s, int& out) {
        if (s.empty() || s.size() > 6) return false;
        out = 0;
        for (char c : s) {
            if (c < '0' || c > '9') return false;
            out = out * 10 + (c - '0');
        }
        return true;
    };
    kind = std::string(id.substr(a + 1, b - a - 1));
    return number(id.substr(0, a), player) && number(id.substr(b + 1), n);
}

// "<player>.<kind>.<n>": the player and our figure id, or -1 when the id is not one.
std::pair<int, std::string> owner_and_figure(std::string_view id) {
    const size_t a = id.find('.'), b = a == std::string_view::npos ? a : id.find('.', a + 1);
    if (a == std::string_view::npos || b == std::string_view::npos || a == 0 || a > 2) return {-1, ""};
    int player = 0;
    for (char c : id.substr(0, a)) {
        if (c < '0' || c > '9') return {-1, ""};
        player = player * 10 + (c - '0');
    }
    const JczMeepleKind* row = jcz::meeple_by_kind(id.substr(a + 1, b - a - 1));
    return row ? std::make_pair(player, std::string(row->figure)) : std::make_pair(-1, std::string());
}

std::string kind_of(std::string_view id) {
    const size_t a = id.find('.'), b = a == std::string_view::npos ? a : id.find('.', a + 1);
    if (a == std::string_view::npos || b == std::string_view::npos) return "";
    return std::string(id.substr(a + 1, b - a - 1));
}

}  // namespace

Result<std::pair<int, std::string>> JczMeepleIds::parse(std::string_view meeple_id) const {
    if (!parser_) return error("the exporter writes meeple ids, it does not read them");
    return parser_(meeple_id);
}

std::pair<int, std::string> JczMeepleIds::next_id(int player, std::string_view kind) {
    std::set<int>& used = used_[{player, std::string(kind)}];
    int n = 1;
    while (used.count(n)) ++n;
    used.insert(n);
    return {n, std::to_string(player) + "." + std::string(kind) + "." + std::to_string(n)};
}

void JczMeepleIds::free_number(std::string_view meeple_id) {
    int player = 0, n = 0;
    std::string kind;
    if (split_id(meeple_id, player, kind, n)) used_[{player, kind}].erase(n);
}

std::string JczMeepleIds::deploy(int player, std::string_view kind, Pos pos, int local) {
    auto [n, id] = next_id(player, kind);
    on_board_.insert({key(pos, local), {player, std::string(kind), n, id}});
    return id;
}

std::string JczMeepleIds::id_at(Pos pos, int local) const {
    auto it = on_board_.find(key(pos, local));
    return it == on_board_.end() ? std::string() : it->second.id;
}

void JczMeepleIds::returned(Pos pos, int local) {
    auto it = on_board_.find(key(pos, local));
    if (it == on_board_.end()) return;
    used_[{it->second.player, it->second.kind}].erase(it->second.n);
    on_board_.erase(it);
}

std::string JczMeepleIds::enter_place(int player, std::string_view kind, int place) {
    const std::string id = next_id(player, kind).second;
    enter_place(id, place);
    return id;
}

void JczMeepleIds::enter_place(const std::string& meeple_id, int place) {
    // An id is in one place at a time: entering again moves it.
    waiting_.erase(std::remove_if(waiting_.begin(), waiting_.end(), [&](const Waiting& w) { return w.id == meeple_id; }),
                   waiting_.end());
    auto [owner, figure] = owner_and_figure(meeple_id);
    waiting_.push_back({meeple_id, place, owner, kind_of(meeple_id), std::move(figure)});
}

std::string JczMeepleIds::board_to_place(Pos pos, int local, int place) {
    auto it = on_board_.find(key(pos, local));
    if (it == on_board_.end()) return "";
    const std::string id = it->second.id;
    on_board_.erase(it);
    enter_place(id, place);
    return id;
}

std::string JczMeepleIds::leave_place(int player, std::string_view kind, int place, Pos pos, int local) {
    for (auto it = waiting_.rbegin(); it != waiting_.rend(); ++it) {
        if (it->place != place || it->owner != player || it->kind != kind) continue;
        const std::string id = it->id;
        waiting_.erase(std::next(it).base());
        int p = 0, n = 0;
        std::string k;
        split_id(id, p, k, n);
        on_board_.insert({key(pos, local), {player, std::string(kind), n, id}});
        return id;
    }
    return "";
}

void JczMeepleIds::leave_place(std::string_view meeple_id) {
    for (auto it = waiting_.begin(); it != waiting_.end(); ++it)
        if (it->id == meeple_id) {
            waiting_.erase(it);
            return;
        }
}

std::optional<int> JczMeepleIds::place_of(std::string_view meeple_id) const {
    for (const Waiting& w : waiting_)
        if (w.id == meeple_id) return w.place;
    return std::nullopt;
}

std::string JczMeepleIds::first_in_place(int place, int owner, std::string_view figure) const {
    for (const Waiting& w : waiting_)
        if (w.place == place && w.owner == owner && w.figure == figure) return w.id;
    return "";
}

std::vector<std::string> JczMeepleIds::reconcile(const Ruleset& rules, const GameState& state, const std::vector<int>& places) {
    released_.clear();
    if (waiting_.empty()) return released_;
    const auto watched = [&](int place) { return std::find(places.begin(), places.end(), place) != places.end(); };
    // How many of each (place, owner, figure) the game state holds there now, and how many are listed.
    std::map<std::tuple<int, int, std::string>, int> there, listed;
    for (const Figure& f : state.figures)
        if (f.where == FigureWhere::InPlace && watched(f.place)) ++there[{f.place, f.owner, rules.figures[f.kind].id}];
    for (const Waiting& w : waiting_)
        if (watched(w.place)) ++listed[{w.place, w.owner, w.figure}];
    for (auto& [k, n] : listed) {
        int extra = n - there[k];
        for (auto it = waiting_.begin(); extra > 0 && it != waiting_.end();) {
            if (std::tie(it->place, it->owner, it->figure) == std::tie(std::get<0>(k), std::get<1>(k), std::get<2>(k))) {
                released_.push_back(it->id);
                it = waiting_.erase(it);
                --extra;
            } else {
                ++it;
            }
        }
    }
    for (const std::string& id : released_) free_number(id);
    return released_;
}

}  // namespace carc
