#include "carc/geometry.hpp"

namespace carc {

std::string side_mask_name(SideMask m) {
    m &= 0xF;
    const bool n = m & side_bit(Side::N), e = m & side_bit(Side::E);
    const bool s = m & side_bit(Side::S), w = m & side_bit(Side::W);
    switch (n + e + s + w) {
    case 0: return "";
    case 1: return std::string(1, n ? 'N' : e ? 'E' : s ? 'S' : 'W');
    case 2:
        if (n && s) return "NS";
        if (w && e) return "WE";
        if (n && w) return "NW";
        if (n && e) return "NE";
        if (s && w) return "SW";
        return "SE";
    case 3: return std::string("_") + (!n ? 'N' : !e ? 'E' : !s ? 'S' : 'W');
    default: return "NWSE";
    }
}

std::string half_mask_name(HalfMask m) {
    std::string out;
    for (int h = 0; h < kHalfEdges; ++h) {
        if (!(m & (1u << h))) continue;
        if (!out.empty()) out += '.';
        out += kHalfEdgeNames[h];
    }
    return out;
}

std::optional<SideMask> parse_side_mask(std::string_view name) {
    if (name.empty()) return std::nullopt;
    bool complement = false;
    if (name.front() == '_') {
        complement = true;
        name.remove_prefix(1);
        if (name.size() != 1) return std::nullopt;
    }
    SideMask m = 0;
    for (char c : name) {
        SideMask bit = 0;
        switch (c) {
        case 'N': bit = side_bit(Side::N); break;
        case 'E': bit = side_bit(Side::E); break;
        case 'S': bit = side_bit(Side::S); break;
        case 'W': bit = side_bit(Side::W); break;
        case ' ': continue;
        default: return std::nullopt;
        }
        if (m & bit) return std::nullopt;
        m |= bit;
    }
    if (m == 0) return std::nullopt;
    return complement ? static_cast<SideMask>(~m & 0xF) : m;
}

std::optional<HalfMask> parse_half_mask(std::string_view name) {
    HalfMask m = 0;
    size_t i = 0;
    while (i < name.size()) {
        if (name[i] == '.' || name[i] == ' ') {
            ++i;
            continue;
        }
        if (i + 2 > name.size()) return std::nullopt;
        std::string_view atom = name.substr(i, 2);
        int found = -1;
        for (int h = 0; h < kHalfEdges; ++h)
            if (kHalfEdgeNames[h] == atom) found = h;
        if (found < 0 || (m & (1u << found))) return std::nullopt;
        m |= static_cast<HalfMask>(1u << found);
        i += 2;
    }
    if (m == 0) return std::nullopt;
    return m;
}

std::string rotation_name(int quarter_turns) {
    return "R" + std::to_string((quarter_turns & 3) * 90);
}

}  // namespace carc
