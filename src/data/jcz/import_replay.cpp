// Pass 4 of the .jcz import (docs/jcz.md, "The figure step"): our engine plays the messages as it
// reads them, so that a move it refuses is reported where it happens (Diverged), with our reason.
// JCZ's COMMIT ends every turn part's action phase (the City's moves, the wagons' and the Count
// come after it, docs/jcz.md "The order of the messages"), and JCZ writes PASS only where it asks:
// a figure that could have been placed, the abbey before the tile, a step of a module whose codec
// says so. Our engine ends a turn by itself when the figure step offers nothing. Where the two
// disagree about that, the import bridges the gap and records a difference.
#include "carc/engine.hpp"
#include "import_parts.hpp"

namespace carc::jcz_import {

namespace {

struct Converter {
    Converter(const Ruleset& r, JczGame& game, const Catalog& catalog, double initial_random, std::optional<size_t> forced)
        : rules(r), out(game), state(start_game(r).state), meeples(file_ids(catalog)), jcz_random(initial_random),
          forced_draws(forced) {}

    // Meeple ids as the file writes them: "<player>.<kind>.<n>", the kind naming our figure.
    static JczMeepleIds::Parser file_ids(const Catalog& catalog) {
        return [&catalog](std::string_view id) -> Result<std::pair<int, std::string>> {
            JczMessage m;
            try {
                read_meeple_id(m, std::string(id), "/meepleId", catalog);
            } catch (const DataError& e) {
                return error(e.what());
            }
            return std::make_pair(m.meeple_player, m.figure);
        };
    }

    const Ruleset& rules;
    JczGame& out;
    Snapshot state;
    // The file's meeple ids, with those waiting in off-board places (kept by the codecs).
    JczMeepleIds meeples;
    // JCZ's turn protocol (docs/jcz.md, "The order of the messages"): a tile placed and the COMMIT
    // that ends its action phase not read yet; a tile placed in this turn part (later COMMITs of
    // the part are JCZ's confirmations: after a wagon's move, a last move out of the City); a
    // question before the tile declined (JczCodec::asks_before_tile), whose COMMIT comes next; the players JCZ asks once the pile
    // is empty (the abbeys left), computed when our game reaches its end.
    bool awaiting_commit = false;
    bool in_part = false;
    bool declined_before_draw = false;
    int turn_player = 0;
    // JCZ's generator of chance, as its replay keeps it: set by the messages that carry a number,
    // stepped by each draw that takes one (a tile drawn past the file's draw order, a token).
    JczRandom jcz_random;
    const std::vector<JczMessage>* all = nullptr;  // the file's messages, while run() reads them
    std::optional<size_t> forced_draws;
    size_t tiles_drawn = 0;
    std::optional<std::vector<int>> end_asks;

    std::string player_name(int p) const {
        if (p < 0 || p >= rules.player_count()) return "player " + std::to_string(p);
        return rules.setup.players[static_cast<size_t>(p)].name;
    }

    std::string offers() const {
        ActionList legal = legal_actions(rules, *state);
        std::string s;
        int shown = 0;
        for (const Action& a : legal) {
            if (is_pass(a)) continue;
            if (shown == 3) {
                s += ", ...";
                break;
            }
            s += (shown++ ? ", " : "") + describe(rules, *state, a);
        }
        return s;
    }

    std::string features_of(Pos pos) const {
        const int tile = state->board.tile_index(pos);
        if (tile < 0) return "no tile there";
        const PlacedTile* t = &state->board.tile(tile);
        const TileType& type = rules.tiles[t->type];
        std::string s;
        const int count = feature_count_at(rules, *state, tile);
        for (int l = 0; l < count; ++l)
            s += (l ? ", " : "") + std::string(rules.catalog->kind_name(kind_at(*state, tile, l))) + " " +
                 location_name(rules, *state, tile, l);
        return type.id + " turned " + std::to_string(t->rotation * 90) + "° has " + s;
    }

    void check_player(const JczMessage& m) const {
        // Whoever acts: the current player, or in a module's step another (a wagon's owner).
        if (m.player && *m.player != state->acting_player)
            diverged(m.describe() + ": it is by " + player_name(*m.player) + ", but in our game it is " +
                     player_name(state->acting_player) + "'s turn");
    }

    void check_not_over(const JczMessage& m) const {
        if (state->phase == Phase::GameOver)
            diverged(m.describe() + ": our game is already over (the draw pile is empty)");
    }

    // The outcomes of chance JCZ drew (JCZ writes a salt, not the roll: the codecs tell the
    // outcome from its generator, JczCodec::chance_outcomes) and our engine has not drawn yet. JCZ
    // draws with the number its message set, in the phase that draws; ours in the action that
    // reaches the step that draws, which may be a later one: a shepherd deployed on a lake tile
    // draws after the ferry is placed, in both programs, and the ferry's message sets no number.
    std::vector<ChanceOutcome> draws_due;

    // Our actions state the outcomes due that they draw (carc/chance.hpp); the others come from
    // our generator.
    void apply_record(const JczMessage& m, const ActionRecord& rec) {
        for (const JczCodec* codec : jcz_codecs_in(rules))
            for (const ChanceOutcome& o : codec->chance_outcomes(rules, *state, rec, jcz_random)) draws_due.push_back(o);
        auto action = resolve_action(rules, *state, rec);
        if (!action) {
            // A location that names no feature of our tile is a difference in the tile data.
            const auto kind = parse_feature_kind(rec.feature);
            if ((rec.type == "deploy" || rec.type == "return") && kind &&
                state->board.at(m.pos) && find_feature(rules, *state, m.pos, *kind, rec.location) < 0) {
                for (const JczCodec* c : jcz_codecs_in(rules))
                    if (auto why = c->unmodelled_feature(rules, *state, m.pos, rec.feature, rec.location))
                        unsupported(m.describe() + ": " + *why);
                diverged(m.describe() + ": our data has no " + rec.feature + " at " + rec.location + " there: " +
                         features_of(m.pos));
            }
            diverged(m.describe() + ": " + action.error());
        }
        const size_t due = draws_due.empty() ? 0 : draws_due_now(*action);
        auto step = apply(rules, *state, *action, std::span<const ChanceOutcome>(draws_due.data(), due));
        if (!step) diverged(m.describe() + ": our engine refuses: " + step.error());
        // JCZ's draws after the COMMIT of this turn part (the big top's token): tried with our
        // generator, then played again with what JCZ drew in their place.
        if (const auto commit_random = commit_random_of(m)) {
            std::vector<ChanceOutcome> again(step->state->chance.drawn.begin(), step->state->chance.drawn.end());
            bool changed = false;
            for (const JczCodec* codec : jcz_codecs_in(rules)) {
                JczRandom random(*commit_random);
                const std::vector<ChanceOutcome> jcz = codec->commit_chance_outcomes(rules, *state, *step->state, random);
                size_t next = 0;
                for (ChanceOutcome& o : again)
                    if (next < jcz.size() && o.source == jcz[next].source) {
                        o = jcz[next++];
                        changed = true;
                    }
            }
            if (changed) {
                step = apply(rules, *state, *action, again);
                if (!step) diverged(m.describe() + ": our engine refuses: " + step.error());
            }
        }
        draws_due.erase(draws_due.begin(), draws_due.begin() + static_cast<std::ptrdiff_t>(due));
        out.record.actions.push_back(record_action(rules, *state, *action));
        record_chance(rules, *step->state, static_cast<int>(out.record.actions.size()), out.record.chance);
        out.action_messages.push_back(m.index);
        const int actor = state->acting_player;
        state = step->state;
        // The codecs keep the ids of figures that left the board or wait off it (JczCodec::after_import).
        for (const JczCodec* codec : jcz_codecs_in(rules)) codec->after_import(rules, *state, rec, m.payload, actor, meeples);
    }

    // How many of the outcomes due `action` draws: those its draws begin with, source by source. A
    // trial without them tells, since our generator draws first whether an outcome is stated or
    // not; a trial our engine refuses states them all, for the engine's own report.
    size_t draws_due_now(const Action& action) const {
        auto trial = apply(rules, *state, action);
        if (!trial) return draws_due.size();
        const std::vector<ChanceOutcome>& drawn = trial->state->chance.drawn;
        size_t n = 0;
        while (n < drawn.size() && n < draws_due.size() && drawn[n].source == draws_due[n].source) ++n;
        return n;
    }

    // A new turn part or the end: JCZ drew every outcome due in the part before, so ours must have too.
    void check_draws_done(const JczMessage& m) const {
        if (draws_due.empty()) return;
        const ChanceSource& source = rules.chance_sources[draws_due.front().source];
        diverged(m.describe() + ": JCZ drew from " + std::string(source.name) +
                 " with an earlier message's number, our engine drew nothing in that turn");
    }

    // A message JCZ writes for a choice our engine makes by itself: its codec checks that our game
    // made the same (JczCodec::only_checks).
    void checked_message(const JczMessage& m) {
        if (!rules.has(m.codec_expansion->id))
            json_read::fail(m.path, m.type + " is an action of " + m.codec_expansion->name +
                                        ", which the file's setup does not have");
        auto why = m.codec->check(m.type, *m.payload, meeples);
        if (!why) json_read::fail(m.path + "/payload", why.error());
        if (*why) diverged(m.describe() + ": " + **why);
    }

    // Our steps JCZ has no phase for, or asks nothing in, because it offers nothing there (no
    // codec writes a PASS for them, JczCodec::writes_pass): the Tower's ransom before the tile (a
    // file that pays none goes straight to its PLACE_TILE), a meeple into the City when only the
    // abbot could enter it. Our engine passes them. Before the tile (`tile_next`) every such step
    // is passed; otherwise those before the tile stay (a PAY_RANSOM may follow).
    void pass_unasked_steps(const JczMessage& m, bool tile_next) {
        const int tile_step = rules.turn.index_of(steps::place_tile);
        for (int guard = 0; guard < 64 && jcz::jcz_unasked_step(rules, *state); ++guard) {
            if (!tile_next && state->step < tile_step) return;
            ActionRecord rec;
            rec.type = "pass";
            apply_record(m, rec);
        }
    }

    void place(const JczMessage& m) {
        // Every draw follows a COMMIT (its random number drew the tile), so two placements
        // without one between them are not a JCZ game.
        start_part(m);
        check_not_over(m);
        pass_unasked_steps(m, true);
        check_draws_done(m);
        check_player(m);
        const std::string drawn = rules.tiles[state->drawn].id;
        if (drawn != m.tile) {
            bool discarded = false;
            for (TileTypeId t : state->discarded) discarded |= rules.tiles[t].id == m.tile;
            if (discarded)
                diverged(m.describe() + ": our engine found no legal place for " + m.tile +
                         " and discarded it; it drew " + drawn + " instead");
            diverged(m.describe() + ": our engine drew " + drawn + " here");
        }
        // JCZ drew this tile after the last COMMIT: past the file's draw order, with its generator.
        if (!forced_draws || ++tiles_drawn > *forced_draws) jcz_random.next_int(1);
        ActionRecord rec;
        rec.type = "place";
        rec.tile = m.tile;
        rec.pos = m.pos;
        rec.rotation = m.rotation;
        // JCZ's placement option may carry what makes the tile fit (a bridge): its module places it.
        if (!fits(m))
            for (const JczCodec* codec : jcz_codecs_in(rules))
                if (auto other = codec->read_unfitting_placement(rules, *state, m.pos, m.rotation)) {
                    rec = *other;
                    break;
                }
        apply_record(m, rec);
    }

    // Whether our core places the drawn tile as `m` says.
    bool fits(const JczMessage& m) const {
        for (const Action& a : legal_actions(rules, *state))
            if (is_place(a) && a.pos == m.pos && a.rotation == m.rotation) return true;
        return false;
    }

    // A PLACE_TILE (the drawn tile or one from a supply) opens a turn part: the one before must be
    // committed (JCZ draws each tile with a COMMIT's random number), so must a declined question.
    void start_part(const JczMessage& m) {
        if (awaiting_commit) json_read::fail(m.path, "PLACE_TILE before the turn before it was committed (no COMMIT)");
        if (declined_before_draw)
            json_read::fail(m.path, "PLACE_TILE after a question before the tile was declined (PASS) without its COMMIT");
        awaiting_commit = true;
        in_part = true;
        turn_player = state->current_player;
    }

    bool in_end_steps() const { return state->phase == Phase::GameOver || state->step >= rules.turn.end_index(); }
    bool at_turn_start() const {
        return state->phase == Phase::PlaceTile || jcz::in_step_before_tile(rules, *state);
    }

    // A PASS before the tile: JCZ asked the player something our turn has no step for (the abbey,
    // JczCodec::asks_before_tile). Our engine must offer the same; the report names what JCZ asks
    // there (every codec's before_tile_question).
    void declined_before_tile(const JczMessage& m) {
        pass_unasked_steps(m, true);
        check_player(m);
        bool asked = false;
        for (const JczCodec* codec : jcz_codecs_in(rules)) asked |= codec->asks_before_tile(rules, *state);
        if (!asked) {
            std::string what;
            for (const JczCodec* codec : jcz_codecs())
                if (!codec->before_tile_question().empty())
                    what += (what.empty() ? "" : ", ") + std::string(codec->before_tile_question());
            out.differences.push_back(m.describe() + ": JCZ asked " + player_name(state->current_player) +
                                      " something before the tile (" + what + "); our engine offers nothing there");
        }
        declined_before_draw = true;
        in_part = false;
    }

    // A PASS once the pile is empty, by a player JCZ asks then (the abbeys left); true when it was one.
    bool declined_at_the_end(const JczMessage& m) {
        if (!in_end_steps()) return false;
        if (!end_asks) {
            end_asks.emplace();
            for (const JczCodec* codec : jcz_codecs_in(rules))
                for (int p : codec->asks_at_the_end(rules, *state, turn_player)) end_asks->push_back(p);
        }
        if (end_asks->empty() || (m.player && *m.player != end_asks->front())) return false;
        end_asks->erase(end_asks->begin());
        return true;
    }

    void figure_action(const JczMessage& m, const std::string& type) {
        pass_unasked_steps(m, false);
        check_not_over(m);
        // A module's step may deploy too (the wagon's move after scoring).
        if (state->phase != Phase::PlaceFigure && state->phase != Phase::ModuleStep)
            diverged(m.describe() + ": our engine ended the turn after the tile, because its figure step offered "
                                    "nothing (JCZ offered this)");
        check_player(m);
        if (m.meeple_player != state->acting_player)
            diverged(m.describe() + ": the meeple is " + player_name(m.meeple_player) + "'s, but in our game it is " +
                     player_name(state->acting_player) + "'s turn");
        // The id's kind may stand for another of our figures that this game has (JCZ's barn is a "pig").
        const JczMeepleKind* row = jcz::meeple_in_game(m.meeple_kind, rules);
        if (!row)
            json_read::fail(m.path, "the meeple " + m.meeple_id + " is our figure " + in_quotes(m.figure) +
                                        ", which this game's setup does not have");
        ActionRecord rec;
        rec.type = type;
        if (type == "deploy" && row->placed_by != "deploy") {
            // Placed by an action of its own at the pointer's square (the barn at its north-west corner).
            rec.type = std::string(row->placed_by);
            rec.pos = m.pos;
            apply_record(m, rec);
            return;
        }
        // A figure waiting in an off-board place moves out of it onto the feature, by the action
        // of the codec whose place it is (JczCodec::deploy_from_place).
        if (const std::optional<int> place = type == "deploy" ? meeples.place_of(m.meeple_id) : std::nullopt)
            for (const JczCodec* codec : jcz_codecs_in(rules))
                if (const std::string_view by = codec->deploy_from_place(rules, *state, *place); !by.empty()) {
                    rec.type = std::string(by);
                    rec.place = rules.places[static_cast<size_t>(*place)].id;
                    meeples.leave_place(m.meeple_id);
                    break;
                }
        rec.figure = std::string(row->figure);
        rec.feature = std::string(rules.catalog->kind_name(m.kind));
        rec.location = m.location;
        rec.pos = m.pos;
        name_centre_kind(rec);
        // A declared kind's one JCZ location ("I", or "TOWER" in our older exports) is the middle of our tile.
        if (const JczDeclaredFeature* on = jcz::declared_feature_of(*rules.catalog, m.kind); on && !on->location.empty())
            rec.location = "I";
        apply_record(m, rec);
    }

    // When our figure step offers only what JCZ refuses (a builder on a feature the tile
    // completes), JCZ has no figure step, so the message answers a step after ours: our figure step
    // passes first, as at a COMMIT. `same_player`: the message must be by the figure step's player
    // (a PASS; a module's later step may be another's, a wagon's owner).
    void pass_figure_step_jcz_lacks(const JczMessage& m, bool same_player) {
        if (state->phase != Phase::PlaceFigure || jcz::jcz_figure_step_has_choice(rules, *state)) return;
        if (same_player) check_player(m);
        ActionRecord skip;
        skip.type = "pass";
        apply_record(m, skip);
    }

    void pass(const JczMessage& m) {
        // Once the turn part is committed, our steps after the tile that JCZ does not ask (a City
        // placement that offers only the abbot) are behind us when JCZ asks its next question: the
        // next player's abbey (found by the oracle in a random game of all the City's mixes).
        if (!awaiting_commit && !in_end_steps()) pass_unasked_steps(m, false);
        if (!awaiting_commit && at_turn_start()) return declined_before_tile(m);
        if (declined_at_the_end(m)) return;
        pass_unasked_steps(m, false);
        // JCZ's PASS answers the step after ours (keeping a scored wagon).
        pass_figure_step_jcz_lacks(m, true);
        if (state->phase != Phase::PlaceFigure && state->phase != Phase::ModuleStep) {
            check_not_over(m);
            out.differences.push_back(m.describe() + ": JCZ offered a figure action after the tile, our engine offered "
                                                     "none and ended the turn");
            return;
        }
        check_player(m);
        ActionRecord rec;
        rec.type = "pass";
        apply_record(m, rec);
    }

    void commit(const JczMessage& m) {
        if (declined_before_draw) {
            declined_before_draw = false;  // draws the tile
            return;
        }
        if (!awaiting_commit) {
            if (in_part) return;  // JCZ's confirmation later in the turn part
            json_read::fail(m.path, "COMMIT without a tile placed in this turn");
        }
        awaiting_commit = false;
        if (state->phase != Phase::PlaceFigure) return;
        // When our figure step offers only what JCZ refuses (a builder on a feature the tile
        // completes, which has no effect), JCZ has no figure step and records none: our pass is
        // the same turn, not a rules difference.
        if (jcz::jcz_figure_step_has_choice(rules, *state))
            out.differences.push_back(
                m.describe() +
                ": JCZ ended the turn without a figure action possible, our engine offers " +
                offers());
        ActionRecord rec;
        rec.type = "pass";
        apply_record(m, rec);
    }

    // JCZ names a feature "like" a core kind by that kind (a shrine is its Monastery): a record
    // for the middle of a tile whose centre is such a kind names ours.
    void name_centre_kind(ActionRecord& rec) const {
        const auto kind = rules.catalog->kind(rec.feature);
        const int t = rec.pos ? state->board.tile_index(*rec.pos) : -1;
        if (!kind || t < 0 || rec.location != "I") return;
        const TileType& type = rules.tiles[state->board.tile(t).type];
        if (type.cloister < 0) return;
        const FeatureKind centre = kind_at(*state, t, type.cloister);
        if (centre != *kind && rules.catalog->is_like(centre, *kind)) rec.feature = std::string(rules.catalog->kind_name(centre));
    }

    // A module's message: its codec makes the record; whoever acts in our game must be its player.
    void module_action(const JczMessage& m) {
        if (!rules.has(m.codec_expansion->id))
            json_read::fail(m.path, m.type + " is an action of " + m.codec_expansion->name +
                                        ", which the file's setup does not have");
        if (auto why = m.codec->read_refusal(rules, *state, m.type)) diverged(m.describe() + ": " + *why);
        if (m.type == "PLACE_TILE") {
            start_part(m);
            pass_unasked_steps(m, true);
            check_draws_done(m);
        } else {
            pass_unasked_steps(m, false);
            // A message of a later step (the lake tile's ferry) after a figure step JCZ did not have.
            pass_figure_step_jcz_lacks(m, false);
        }
        check_not_over(m);
        if (m.player && *m.player != state->acting_player)
            diverged(m.describe() + ": it is by " + player_name(*m.player) + ", but in our game " +
                     player_name(state->acting_player) + " acts now");
        auto rec = m.codec->read(rules, m.type, *m.payload, meeples);
        if (!rec) json_read::fail(m.path + "/payload", rec.error());
        name_centre_kind(*rec);
        apply_record(m, *rec);
        // A meeple deployed to an off-board place (a quarter) waits there under its id.
        if (m.type == "DEPLOY_MEEPLE" && !rec->place.empty())
            if (const int place = rules.place(rec->place); place >= 0) meeples.enter_place(m.meeple_id, place);
    }

    // The random number of the COMMIT that ends the turn part of message `m`: the next COMMIT in
    // the file, or, once our game is past JCZ's COMMIT (a step after the scoring), the last one.
    std::optional<double> commit_random_of(const JczMessage& m) const {
        if (!all) return std::nullopt;
        const bool past_commit = state->phase == Phase::ModuleStep && state->step > rules.turn.index_of(steps::find_completed);
        const size_t at = static_cast<size_t>(m.index - 1);
        if (past_commit) {
            for (size_t k = std::min(at, all->size()); k-- > 0;)
                if ((*all)[k].type == "COMMIT" && (*all)[k].random) return (*all)[k].random;
            return std::nullopt;
        }
        for (size_t k = at; k < all->size(); ++k)
            if ((*all)[k].type == "COMMIT" && (*all)[k].random) return (*all)[k].random;
        return std::nullopt;
    }

    void run(const std::vector<JczMessage>& messages) {
        all = &messages;
        for (const JczMessage& m : messages) {
            if (m.random && jcz::sets_random(rules, m.type)) jcz_random.set(*m.random);
            if (m.codec && m.codec->only_checks(m.type))
                checked_message(m);
            else if (m.codec)
                module_action(m);
            else if (m.type == "PLACE_TILE")
                place(m);
            else if (m.type == "DEPLOY_MEEPLE")
                figure_action(m, "deploy");
            else if (m.type == "RETURN_MEEPLE")
                figure_action(m, "return");
            else if (m.type == "PASS")
                pass(m);
            else if (m.type == "COMMIT")
                commit(m);
        }
        // JCZ waits at its next question: our steps after the tile that it does not ask are passed
        // (a finished game's last City placement that offers only the abbot, before the end).
        if (!messages.empty() && state->phase != Phase::GameOver) pass_unasked_steps(messages.back(), false);
        if (!messages.empty() && state->phase == Phase::GameOver) check_draws_done(messages.back());
    }
};

}  // namespace

void replay_messages(const Ruleset& rules, const Catalog& catalog, JczGame& game, const std::vector<JczMessage>& messages,
                     double initial_random, std::optional<size_t> forced_draws) {
    Converter c(rules, game, catalog, initial_random, forced_draws);
    c.run(messages);
}

}  // namespace carc::jcz_import
