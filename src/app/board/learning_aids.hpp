// The learning aids of the game screen (issue 16), drawn from the engine's oracle
// (carc/analysis.hpp): marks on the open squares that no remaining tile can fill (dead) and on
// those exactly one can; the hover tip of an open square ("3 of 52 remaining tiles fit here" with
// those tiles drawn); the ownership overlay, which tints every occupied feature (fields included)
// in its holders' colours, tied holders in stripes, with a tip naming the holders and the
// feature's worth if completed now and at the end; and the remaining-tiles panel, every tile still
// to come drawn and grouped with its count, filtered on demand to those that fit an open square
// now. The game scene refreshes one LearningAids per snapshot; the purist switch hides all of it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/board_view.hpp"
#include "board/tile_art.hpp"
#include "carc/analysis.hpp"
#include "scenes/overlays.hpp"
#include "scenes/scene.hpp"

namespace carc::app {

class App;

// "only 1 tile" as written on a square `tile_px` wide: its font and lines (two when one line
// would be wider than the square), and the label's size with its padding.
struct SquareLabel {
    int font_px = 0;
    std::vector<std::string> lines;
    SDL_Point size{};
};
SquareLabel single_fit_label(App& app, int tile_px);

class LearningAids {
public:
    // Recomputes everything for a snapshot (cheap: one placement listing per remaining type).
    void refresh(const Ruleset& rules, const GameState& state);
    const Analysis& analysis() const { return analysis_; }
    const std::vector<FeatureHolding>& holdings() const { return holdings_; }
    // The open square at p, or null.
    const SquareFit* square(Pos p) const;
    // The occupied feature a node belongs to, or null when nobody holds it.
    const FeatureHolding* holding_of(const GameState& state, int node) const;

    // The tip of an open square: "3 of 52 remaining tiles fit here." (or that none does).
    std::string square_text(const SquareFit& square) const;
    // The tip of a held feature: its holders and its worth now and at the end.
    std::string holding_text(const Ruleset& rules, const FeatureHolding& holding) const;

    // A cross on every dead square, a "1" on every square exactly one remaining tile fits.
    void draw_square_marks(App& app, const BoardView& view) const;
    // Every held feature tinted by its holders (ties in stripes); `lit` is outlined brighter.
    void draw_ownership(App& app, BoardView& view, TileArt& art, const Ruleset& rules,
                        const GameState& state, const FeatureHolding* lit) const;
    // The square's tip with the fitting tiles drawn small under its text.
    void draw_square_tip(App& app, TileArt& art, const SquareFit& square, SDL_Point at) const;

private:
    Analysis analysis_;
    std::vector<FeatureHolding> holdings_;
};

// The remaining-tiles panel over the game (key T, or the Tiles button): one cell per tile type
// still to come, the tile drawn with "×N" under it, in the ruleset's order; the filter shows only
// the types that fit some open square now. `notes`: what else is still to come, a line each under
// the title (the expansions' views: the bag of sheep).
class RemainingTilesOverlay : public Overlay {
public:
    RemainingTilesOverlay(std::shared_ptr<TileArt> art, const Ruleset& rules,
                          const LearningAids& aids, std::vector<std::string> notes = {});
    const char* name() const override { return "remaining-tiles"; }
    void render(App& app) override;
    bool fitting_only() const { return fitting_only_; }
    // The groups shown now (all, or those that fit), and how many tiles they hold.
    std::vector<RemainingTile> shown() const;
    int shown_count() const;
    // Where each shown group was drawn last frame (tests, tooltips).
    const std::vector<std::pair<SDL_Rect, RemainingTile>>& cells() const { return cells_; }

private:
    void layout(App& app) override;
    void on_key(App& app, const SDL_Event& e) override;
    std::shared_ptr<TileArt> art_;
    const Ruleset& rules_;
    Analysis analysis_;
    std::vector<bool> fits_now_;  // per group of analysis_.remaining
    std::vector<std::string> notes_;
    bool fitting_only_ = false;
    int scroll_ = 0;
    int content_h_ = 0;
    std::vector<std::pair<SDL_Rect, RemainingTile>> cells_;
};

}  // namespace carc::app
