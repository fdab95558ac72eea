#include "rules/conditions/conditions.h"

#include "rules/conditions/anticirce.h"
#include "rules/conditions/mwu.h"
#include "rules/conditions/mummer.h"
#include "rules/conditions/chromatic.h"
#include "rules/conditions/circe-anticirce.h"
#include "rules/conditions/circe-line.h"
#include "rules/conditions/circe.h"
#include "rules/conditions/colour-change.h"
#include "rules/conditions/functionary.h"
#include "rules/conditions/gravitational.h"
#include "rules/conditions/koeko.h"
#include "rules/conditions/madrasi.h"
#include "rules/conditions/paralysing.h"
#include "rules/conditions/mars.h"
#include "rules/conditions/parrain.h"
#include "rules/conditions/sentinelles.h"
#include "rules/attack.h"
#include "rules/condition-catalogue.h"
#include "rules/rococo.h"
#include "rules/rules.h"

#include <glib.h>
#include <glib/gi18n-lib.h>
#include <string.h>

static void
add_hook (FaConditionRules *c, FaMoveHook hook)
{
  g_assert (c->n_after_move < FA_MAX_MOVE_HOOKS);
  c->after_move[c->n_after_move++] = hook;
  c->move_effects = true;
}

/* A hook that runs before the conditions' hooks added so far (after the
 * pieces' own, c->n_piece_hooks): Popeye changes the capturer's colour
 * before the rebirth (Sc8*a7=w[+wPa2]). */
static void
add_hook_first (FaConditionRules *c, FaMoveHook hook)
{
  g_assert (c->n_after_move < FA_MAX_MOVE_HOOKS);
  int first = c->n_piece_hooks;
  memmove (c->after_move + first + 1, c->after_move + first,
           sizeof c->after_move[0] * (size_t) (c->n_after_move - first));
  c->after_move[first] = hook;
  c->n_after_move++;
  c->move_effects = true;
}

/* Every filter must allow the capture. */
static bool
all_capture_filters (const FaPosition *pos, FaSquare from, FaSquare to, int side)
{
  const FaConditionRules *c = &pos->rules->conditions;
  for (int i = 0; i < c->n_capture_filters; i++)
    if (!c->capture_filters[i](pos, from, to, side))
      return false;
  return true;
}

/* A condition that forbids some captures, and so some checks: the attack
 * test asks the one filter, or all of them.  Moves are then tested one
 * by one (move_effects): a move can release a paralysed piece anywhere. */
static void
add_capture_filter (FaConditionRules *c, FaCaptureFilter filter)
{
  g_assert (c->n_capture_filters < FA_MAX_CAPTURE_FILTERS);
  c->capture_filters[c->n_capture_filters++] = filter;
  c->capture_allowed = c->n_capture_filters == 1 ? filter : all_capture_filters;
  if (!c->attack_test)
    c->attack_test = fa_square_attacked_filtered;
  c->move_effects = true;
}

/* Paralysing pieces (paralysing.h), where the problem has some: their
 * hooks, as a condition's.  Beside a condition that says which units may
 * move (Madrasi, Functionary Chess) they are not built yet. */
static bool
compile_paralysing (FaRules *rules, char *const *lines, int may_move_line, int *bad, char **error)
{
  FaConditionRules *c = &rules->conditions;
  for (int k = 1; k <= rules->n_kinds; k++)
    if (rules->kinds[k].flags & FA_PIECE_PARALYSING)
      c->paralysing_kinds |= fa_kind_bit (k);
  if (!c->paralysing_kinds)
    return true;
  if (may_move_line >= 0)
    {
      *bad = may_move_line;
      /* Translators: %s is a Popeye condition name, Madrasi or
       * FunctionaryChess. */
      *error = g_strdup_printf (_("%s with paralysing pieces is not supported yet"), lines[may_move_line]);
      return false;
    }
  c->piece_may_move = fa_paralysing_piece_may_move;
  c->filter_moves = fa_paralysing_filter_moves; /* (Monochrome's and Bichrome's asked first) */
  add_capture_filter (c, fa_paralysing_capture_allowed);
  c->goal_moves_in_usual_order = true;
  return true;
}

/* Each kind's place in the game array, by the orthodox piece it is. */
static void
classify_kinds (FaRules *rules)
{
  for (int k = 1; k <= rules->n_kinds; k++)
    {
      const FaPieceSpec *spec = rules->kinds[k].spec;
      spec = fa_piece_attribute_base (spec); /* a royal queen's square is the queen's */
      rules->conditions.same_walk[k] |= fa_kind_bit (k);
      int base = spec != rules->kinds[k].spec ? fa_rules_kind_of (rules, spec) : 0;
      if (base)
        {
          rules->conditions.same_walk[k] |= fa_kind_bit (base);
          rules->conditions.same_walk[base] |= fa_kind_bit (k);
        }
      rules->conditions.array_class[k] = spec == fa_piece_king ()     ? FA_ARRAY_KING
                                         : spec == fa_piece_queen ()  ? FA_ARRAY_QUEEN
                                         : spec == fa_piece_rook ()   ? FA_ARRAY_ROOK
                                         : spec == fa_piece_bishop () ? FA_ARRAY_BISHOP
                                         : spec == fa_piece_knight () ? FA_ARRAY_KNIGHT
                                         : (spec->flags & FA_PIECE_PAWN_WALK) ? FA_ARRAY_PAWN
                                                                      : FA_ARRAY_FAIRY;
    }
}

typedef enum
{
  NOT_THIS_FAMILY,
  COMPILED,
  UNSUPPORTED_VARIANT,
} CompileResult;

/* CHC-1: the reborn unit's kind, by the cycle of the line, or Popeye's
 * N B R Q.  FALSE when a kind of the cycle is not in the problem's rules. */
static bool
compile_chameleon_cycle (FaRules *rules, const FaCirceLine *line)
{
  uint8_t *next = rules->conditions.circe.chameleon_next;
  memset (next, 0, sizeof rules->conditions.circe.chameleon_next);
  const FaPieceSpec *from[FA_MAX_CHAMELEON_CYCLE], *to[FA_MAX_CHAMELEON_CYCLE];
  int n = fa_circe_line_cycle (line, from, to);
  if (line->n_cycle == 0)
    {
      const FaPieceSpec *cycle[] = { fa_piece_knight (), fa_piece_bishop (), fa_piece_rook (), fa_piece_queen () };
      for (int k = 0; k < 4; k++)
        {
          from[k] = cycle[k];
          to[k] = cycle[(k + 1) % 4];
        }
      n = 4;
    }
  for (int i = 0; i < n; i++)
    {
      int a = fa_rules_kind_of (rules, from[i]), b = fa_rules_kind_of (rules, to[i]);
      if (!a || !b)
        return false;
      next[a] = (uint8_t) b;
    }
  return true;
}

/* A variant that may rebirth a pawn on its last rank (PWC, Couscous,
 * Parrain): the move carries the promotion chosen, in three bits, and
 * expand makes one move per choice.  FALSE with too many choices. */
static bool
carry_rebirth_choices (FaRules *rules, int (*expand) (const FaPosition *, FaMove *, int, int))
{
  if (rules->n_promotions > FA_MAX_REBIRTH_CHOICES)
    return false;
  rules->conditions.expand_moves = expand;
  rules->max_piece_moves *= MAX (1, rules->n_promotions);
  FaKindSet *pawns = &rules->conditions.circe.reborn_pawn_kinds;
  *pawns = 0;
  for (int k = 1; k <= rules->n_kinds; k++)
    {
      int reborn = rules->conditions.circe.chameleon_next[k] ? rules->conditions.circe.chameleon_next[k] : k;
      if (rules->kinds[reborn].flags & FA_PIECE_PAWN)
        *pawns |= fa_kind_bit (k);
    }
  return true;
}

/* A line of the Circe or the Anti-Circe family. */
static CompileResult
compile_circe_family (FaRules *rules, const char *text)
{
  FaConditionRules *c = &rules->conditions;
  FaCirceLine line;
  FaCirceLineResult read = fa_circe_line_read (text, &line);
  if (read == FA_CIRCE_LINE_OTHER)
    return NOT_THIS_FAMILY;
  if (read == FA_CIRCE_LINE_UNSUPPORTED || (line.chameleon && !compile_chameleon_cycle (rules, &line)))
    return UNSUPPORTED_VARIANT;
  fa_rules_castle_by_pieces (rules);
  if (line.anti)
    {
      /* Calvet unless Cheylan is named (AC-3), as in Popeye. */
      c->anticirce = line.cheylan ? FA_ANTICIRCE_CHEYLAN : FA_ANTICIRCE_CALVET;
      c->anticirce_square = line.square;
      c->anticirce_mirror = line.mirror;
      add_capture_filter (c, fa_anticirce_capture_allowed);
      c->goal_moves_in_usual_order = true;
      add_hook (c, fa_anticirce_after_move);
      return COMPILED;
    }
  c->circe.active = true;
  c->circe.square = line.square;
  c->circe.mirror = line.mirror;
  c->circe.rex_inclusive = line.rex_inclusive;
  c->circe.chameleon = line.chameleon;
  c->circe.couscous = line.couscous;
  c->circe.assassin = line.assassin;
  /* DIC-1 goes by each unit's diagram square, which the position then
   * carries (a Couscous or Mirror square of the diagram is not built). */
  if (line.square == FA_REBIRTH_DIAGRAM)
    {
      if (line.couscous || line.mirror)
        return UNSUPPORTED_VARIANT;
      c->tracks_origins = true;
    }
  /* Assassin's check looks for rebirths onto the king, whose squares
   * must not depend on the capturer (Couscous), nor wait (Parrain); a
   * king reborn onto a unit is not built. */
  if (line.assassin && (line.couscous || line.parrain || line.rex_inclusive))
    return UNSUPPORTED_VARIANT;
  if ((line.square == FA_REBIRTH_DEPARTURE || line.couscous) && !carry_rebirth_choices (rules, fa_circe_expand_promotions))
    return UNSUPPORTED_VARIANT;
  /* A pawn may be reborn on its own first rank: on the capturer's
   * departure square (PWC), on its diagram square, on a piece's square
   * (Couscous, Chameleon).  (Parrain's may, but it moves and captures
   * there: first_rank_pawns_step.) */
  if (line.square == FA_REBIRTH_DEPARTURE || line.square == FA_REBIRTH_DIAGRAM || line.couscous || line.chameleon)
    fa_rules_let_pawns_stand_on_first_rank (rules);
  if (line.parrain)
    {
      /* Parrain's rebirth waits for the next move, and takes no other
       * variant here. */
      if (line.rex_inclusive || line.chameleon || line.couscous || line.mirror || line.square != FA_REBIRTH_ARRAY
          || !carry_rebirth_choices (rules, fa_parrain_expand_promotions))
        return UNSUPPORTED_VARIANT;
      c->circe.parrain = true;
      c->first_rank_pawns_step = true;
      /* Popeye lists Parrain's goal moves in the usual order; PWC's and
       * Couscous's, whose rebirths are as immediate as Circe's, as its
       * goal generator finds them (random h#2 and h#3 of both). */
      c->goal_moves_in_usual_order = true;
      add_hook (c, fa_parrain_after_move);
      return COMPILED;
    }
  if (line.rex_inclusive)
    {
      add_capture_filter (c, fa_circe_capture_allowed);
      c->goal_moves_in_usual_order = true;
    }
  add_hook (c, fa_circe_after_move);
  return COMPILED;
}

/* Replaces the capture filter old by replacement (NULL: removes it). */
static void
replace_capture_filter (FaConditionRules *c, FaCaptureFilter old, FaCaptureFilter replacement)
{
  int kept = 0;
  for (int i = 0; i < c->n_capture_filters; i++)
    if (c->capture_filters[i] != old)
      c->capture_filters[kept++] = c->capture_filters[i];
    else if (replacement)
      c->capture_filters[kept++] = replacement;
  c->n_capture_filters = kept;
  c->capture_allowed = kept == 1 ? c->capture_filters[0] : all_capture_filters;
}

/* A line of the Circe family beside one of Anti-Circe's, both compiled:
 * FALSE for the variants not built together.  Couscous Circe's square is
 * the capturer's, which has gone (Popeye refuses it too); Parrain's
 * rebirth waits for the next move, Assassin's check asks for rebirths
 * onto the king; the Rococo pieces' captures are relocated by a test of
 * their own (rules/rococo.c). */
static bool
compile_circe_with_anticirce (FaRules *rules)
{
  FaConditionRules *c = &rules->conditions;
  if (c->circe.couscous || c->circe.parrain || c->circe.assassin || rules->rococo_kinds[0])
    return false;
  /* Rex Inclusiv's check asks where the capturer went: one filter for
   * both (the AC filter, and a king's capture as the rebirth allows). */
  if (c->circe.rex_inclusive)
    {
      replace_capture_filter (c, fa_circe_capture_allowed, NULL);
      replace_capture_filter (c, fa_anticirce_capture_allowed, fa_circe_anticirce_capture_allowed);
    }
  return true;
}

/* No rule beside the ones asked about changes which moves a side has or
 * may choose, or where a unit goes (the shortcuts of one condition
 * alone: anticirce_alone, sentinelles_alone).  generation_hooks covers
 * piece_may_move. */
static bool
moves_as_orthodox_besides (const FaConditionRules *c)
{
  return !c->generation_hooks && c->mummer[0] == FA_MUMMER_NONE && c->mummer[1] == FA_MUMMER_NONE && !c->koeko
         && !c->rex_multiplex && !c->tracks_origins && c->mars == FA_MARS_NONE && !c->gravitational;
}

/* The compiler's two refusals, for the condition line i: FALSE. */
static bool
refuse (int i, const char *line, int *bad, char **error)
{
  *bad = i;
  /* Translators: %s is a Popeye condition name such as Circe, as
   * written in the problem. */
  *error = g_strdup_printf (_("the condition %s is not supported yet"), line);
  return false;
}

/* A condition whose words do not fit: what was expected. */
static bool
refuse_words (int i, const char *expected, int *bad, char **error)
{
  *bad = i;
  *error = g_strdup (expected);
  return false;
}

/* Two conditions that contradict each other: Popeye's "nonsense
 * combination", an error there too. */
static bool
refuse_nonsense (int i, const char *first, const char *second, int *bad, char **error)
{
  *bad = i;
  /* Translators: both %s are Popeye condition names. */
  *error = g_strdup_printf (_("the conditions %s and %s together are a nonsense combination"), first, second);
  return false;
}

static bool
refuse_together (int i, const char *first, const char *second, int *bad, char **error)
{
  *bad = i;
  /* Translators: both %s are Popeye condition names. */
  *error = g_strdup_printf (_("the conditions %s and %s together are not supported yet"), first, second);
  return false;
}

/* Do the hooks change a capture alone, check staying orthodox?  Circe
 * (without Rex Inclusiv or Parrain), Andernach, Tibet. */
static bool
captures_only_hooks (const FaConditionRules *c)
{
  if (c->n_capture_filters || c->attack_test || c->generate_piece || c->mummer[0] || c->mummer[1] || c->koeko
      || c->rex_multiplex)
    return false;
  for (int i = 0; i < c->n_after_move; i++)
    if (c->after_move[i] != fa_circe_after_move && c->after_move[i] != fa_andernach_after_move
        && c->after_move[i] != fa_tibet_after_move && c->after_move[i] != fa_double_tibet_after_move)
      return false;
  return true;
}

bool
fa_conditions_take_neutrals (const FaConditionRules *c)
{
  /* A fall, several kings: no word on a unit of both sides yet (Popeye
   * has neither condition); a rebirth that removes a unit: Popeye calls
   * Circe Assassin incompatible with neutral units.  Under Mars Circe a
   * neutral unit goes to the game-array square of the side it plays for,
   * as Popeye has it. */
  return (!c->attack_test || c->attack_test == fa_square_attacked_filtered || c->attack_test == fa_mars_square_attacked
          || c->attack_test == fa_rococo_square_attacked)
         && (!c->generate_piece || c->generate_piece == fa_mars_generate_piece
             || c->generate_piece == fa_rococo_generate_piece)
         && !c->gravitational
         && !c->rex_multiplex && !c->circe.assassin;
}

/* RXM-1: under Rex Multiplex a pawn may promote to a king too, after the
 * other kinds (Popeye, which does not solve the condition, gives no
 * order).  Before the other conditions, which size their move lists from
 * the promotions. */
static void
compile_rex_multiplex (FaRules *rules)
{
  FaConditionRules *c = &rules->conditions;
  c->rex_multiplex = true;
  c->move_effects = true;
  c->goal_moves_in_usual_order = true;
  if (rules->n_promotions < FA_MAX_KINDS && rules->n_promotions > 0)
    {
      rules->promotions[rules->n_promotions++] = (uint8_t) rules->king_kind;
      rules->promotion_order[rules->king_kind] = (uint8_t) rules->n_promotions;
      /* A pawn's three ways forward, each with one promotion more. */
      rules->max_piece_moves += 3;
    }
}

/* The squares of a forced-squares condition (fa_forced_squares_parse)
 * into set; false when there are none or one is not on this board. */
static bool
read_forced_squares (const FaGeometry *g, const char *words, uint64_t *set)
{
  if (fa_forced_squares_parse (g->files, g->ranks, words, set) <= 0)
    return false;
  for (FaSquare sq = 0; sq < fa_geometry_n_squares (g); sq++)
    if (((set[sq >> 6] >> (sq & 63)) & 1) && g->hole[sq])
      return false;
  return true;
}

bool
fa_conditions_compile (FaRules *rules, char *const *lines, int n_lines, int *bad, char **error)
{
  FaConditionRules *c = &rules->conditions;
  bool chooses = false; /* a mummer: the side's moves are chosen among the legal ones */
  /* Set before the conditions: by royal pieces (play/solver.c). */
  bool royal_effects = c->move_effects;
  classify_kinds (rules);
  for (int i = 0; i < n_lines; i++)
    if (g_ascii_strcasecmp (lines[i], "RexMultiplex") == 0)
      {
        if (c->rex_multiplex)
          return refuse (i, lines[i], bad, error);
        compile_rex_multiplex (rules);
      }
  /* The conditions that own what a capture does: one, or a line of the
   * Circe family beside one of Anti-Circe's, whose effects Popeye plays
   * in an order (it relocates, then rebirths: circe-anticirce.h).  Mars
   * Circe beside either is not built. */
  int circe_line = -1, anticirce_line = -1;
  bool mars_owns_capture = false;
  /* The line of a condition whose check is a test of its own (Mars
   * Circe, Gravitational chess), -1: none. */
  int own_attack_line = -1;
  const char *side_mummer = NULL; /* a WhiteMaximummer and the like given */
  const char *mummer_line[2] = { NULL, NULL }; /* the condition that binds each side's choice */
  int mwu_line = -1;
  int may_move_line = -1; /* Madrasi's or Functionary Chess's: which units may move */
  for (int i = 0; i < n_lines; i++)
    {
      const char *line = lines[i];
      if (g_ascii_strcasecmp (line, "RexMultiplex") == 0)
        continue; /* compiled first */
      const FaConditionSpec *spec = fa_condition_of_line (line);
      bool owns_capture = spec && (spec->family == FA_CONDITION_FAMILY_CIRCE || spec->family == FA_CONDITION_FAMILY_ANTI_CIRCE);
      if (owns_capture)
        {
          bool anti = spec->family == FA_CONDITION_FAMILY_ANTI_CIRCE;
          bool mars = g_ascii_strcasecmp (spec->keyword, "MarsCirce") == 0;
          int *own = anti ? &anticirce_line : &circe_line, other = anti ? circe_line : anticirce_line;
          if (*own >= 0)
            return refuse_together (i, lines[*own], line, bad, error);
          if (other >= 0 && (mars || mars_owns_capture))
            return refuse_together (i, lines[other], line, bad, error);
          *own = i;
          mars_owns_capture |= mars;
        }
      CompileResult circe = compile_circe_family (rules, line);
      if (circe == COMPILED)
        continue;
      if (circe == UNSUPPORTED_VARIANT)
        return refuse (i, line, bad, error);
      /* The colour changes; castling rights per piece (AND-2, TIB-3: a
       * rook that turns on its corner may castle). */
      FaMoveHook recolour = g_ascii_strcasecmp (line, "AndernachChess") == 0       ? fa_andernach_after_move
                            : g_ascii_strcasecmp (line, "AntiAndernachChess") == 0 ? fa_anti_andernach_after_move
                            : g_ascii_strcasecmp (line, "Tibet") == 0              ? fa_tibet_after_move
                            : g_ascii_strcasecmp (line, "DoubleTibet") == 0        ? fa_double_tibet_after_move
                                                                                   : NULL;
      if (recolour)
        {
          fa_rules_castle_by_pieces (rules);
          add_hook_first (c, recolour);
          continue;
        }
      if (g_ascii_strcasecmp (line, "FunctionaryChess") == 0)
        {
          if (c->piece_may_move)
            return refuse_together (i, "Madrasi", line, bad, error);
          c->functionary = true;
          may_move_line = i;
          c->piece_may_move = fa_functionary_piece_may_move;
          add_capture_filter (c, fa_functionary_capture_allowed);
          c->goal_moves_in_usual_order = true;
          continue;
        }
      /* KöKo and Anti-KöKo, with Popeye's Neighbour piece: its hook
       * comes last, after every effect (KOK-1). */
      if (fa_condition_line_is (line, "KoeKo") || fa_condition_line_is (line, "AntiKoeKo"))
        {
          if (c->koeko)
            return refuse (i, line, bad, error);
          if (!fa_koeko_line_read (rules, line))
            return refuse_words (i, _("expected Neighbour and one of the pieces K, S, W, F, CA, AL, Z, DA, GI or AN "
                                      "after KoeKo (others are not supported yet)"),
                                 bad, error);
          continue;
        }
      /* The side is in the keyword; Popeye's plain Maximummer is
       * compiled as Black's, and the solver moves it to the side the
       * stipulation restricts (defending_side_maximummer). */
      static const struct
      {
        const char *keyword;
        int side;
        FaMummerRule rule;
      } mummers[] = {
        { "BlackMaximummer", FA_BLACK, FA_MUMMER_MAXIMUM },
        { "WhiteMaximummer", FA_WHITE, FA_MUMMER_MAXIMUM },
        { "BlackMinimummer", FA_BLACK, FA_MUMMER_MINIMUM },
        { "WhiteMinimummer", FA_WHITE, FA_MUMMER_MINIMUM },
        { "Maximummer", FA_BLACK, FA_MUMMER_MAXIMUM },
      };
      size_t m = 0;
      while (m < G_N_ELEMENTS (mummers) && g_ascii_strcasecmp (line, mummers[m].keyword) != 0)
        m++;
      if (m < G_N_ELEMENTS (mummers))
        {
          /* Plain Maximummer beside a side's: which side would it bind?
           * Popeye's "nonsense combination" (it ignores the problem, and
           * its header names plain Maximummer alone, popeye-text.c). */
          bool plain = g_ascii_strcasecmp (mummers[m].keyword, "Maximummer") == 0;
          const char *side_one = plain ? side_mummer : line;
          if ((plain && side_mummer) || (!plain && c->defending_side_maximummer))
            return strstr (side_one, "Maximummer") ? refuse_nonsense (i, "Maximummer", side_one, bad, error)
                                                   : refuse_together (i, "Maximummer", side_one, bad, error);
          if (!plain)
            side_mummer = mummers[m].keyword;
          if (c->mummer[mummers[m].side] != FA_MUMMER_NONE)
            return refuse_together (i, mummer_line[mummers[m].side], line, bad, error);
          c->mummer[mummers[m].side] = mummers[m].rule;
          mummer_line[mummers[m].side] = line;
          c->defending_side_maximummer |= g_ascii_strcasecmp (mummers[m].keyword, "Maximummer") == 0;
          /* The choice depends on every legal move: no shortcut holds
           * (move_effects, set below, once the others have said theirs). */
          chooses = true;
          c->goal_moves_in_usual_order = true;
          continue;
        }
      /* Popeye's forced squares: "WhiteForcedSquare h1", the squares as
       * one word or several.  (Its consequent forced squares, a rule of
       * their own, are not built.) */
      static const char *const forced_keywords[2] = { [FA_WHITE] = "WhiteForcedSquare",
                                                      [FA_BLACK] = "BlackForcedSquare" };
      int forced_side = -1;
      size_t keyword_length = 0;
      for (int side = 0; side < 2; side++)
        if (fa_condition_line_is (line, forced_keywords[side]))
          {
            forced_side = side;
            keyword_length = strlen (forced_keywords[side]);
          }
      if (forced_side >= 0)
        {
          if (c->mummer[forced_side] != FA_MUMMER_NONE)
            return refuse_together (i, mummer_line[forced_side], line, bad, error);
          if (!read_forced_squares (&rules->geometry, line + keyword_length, c->forced_squares[forced_side]))
            return refuse_words (i, _("expected the forced squares after the condition, such as h1 or a1h8"), bad,
                                 error);
          c->mummer[forced_side] = FA_MUMMER_FORCED_SQUARES;
          mummer_line[forced_side] = side_mummer = line;
          chooses = true;
          c->goal_moves_in_usual_order = true;
          continue;
        }
      /* Mars Circe, kings included (MAR-3: Popeye's default); Anti-Mars
       * Circe, whose captures, and so checks, are orthodox. */
      FaMarsRule mars = g_ascii_strcasecmp (line, "MarsCirce") == 0       ? FA_MARS_CIRCE
                        : g_ascii_strcasecmp (line, "AntiMarsCirce") == 0 ? FA_MARS_ANTI
                                                                          : FA_MARS_NONE;
      if (mars != FA_MARS_NONE)
        {
          if (c->generate_piece)
            return refuse_together (i, "MarsCirce", line, bad, error);
          c->mars = mars;
          /* A king castles from its game-array square with its right
           * granted (mars.c): the rooks' rights outlive its moves. */
          fa_rules_castle_by_pieces (rules);
          add_hook (c, fa_mars_after_move);
          /* A piece's moves come from two squares: room for both. */
          rules->max_piece_moves *= 2;
          c->generate_piece = fa_mars_generate_piece;
          if (mars == FA_MARS_CIRCE)
            {
              c->attack_test = fa_mars_square_attacked;
              own_attack_line = i;
            }
          c->goal_moves_in_usual_order = true;
          continue;
        }
      /* Sentinelles and Popeye's parameters (the solver puts the
       * Berolina pawn among the kinds when the line names it). */
      if (g_ascii_strncasecmp (line, "Sentinelles", 11) == 0 && (line[11] == '\0' || line[11] == ' '))
        {
          if (!fa_sentinelles_line_read (line, &c->sentinelles))
            return refuse_words (i, _("expected after Sentinelles: PionAdvers, PionNeutre, PionPropre, ParaSentinelles, "
                                      "Berolina, or MaximumWhite, MaximumBlack or MaximumTotal and a number from 0 to 255"),
                                 bad, error);
          c->sentinelles.kind = c->sentinelles.berolina ? fa_rules_kind_of (rules, fa_piece_lookup_code ("BP", 2))
                                                        : rules->pawn_kind;
          if (!c->sentinelles.kind)
            return refuse (i, line, bad, error);
          c->goal_moves_in_usual_order = true;
          add_hook (c, fa_sentinelles_after_move);
          continue;
        }
      /* The Magic Wandering Unit: ours (section 3), alone or under
       * Anti-Circe, the only company its rules name. */
      FaMwuType mwu = fa_mwu_line_read (line);
      if (mwu != FA_MWU_NONE)
        {
          if (c->mwu != FA_MWU_NONE)
            return refuse (i, line, bad, error);
          c->mwu = mwu;
          mwu_line = i;
          c->goal_moves_in_usual_order = true;
          continue;
        }
      /* Gravitational chess: ours (Popeye has no such condition). */
      if (g_ascii_strcasecmp (line, "GravitationalChess") == 0)
        {
          if (c->generate_piece)
            return refuse_together (i, "GravitationalChess", line, bad, error);
          c->gravitational = true;
          fa_gravitational_compile (rules);
          c->generate_piece = fa_gravitational_generate_piece;
          c->attack_test = fa_gravitational_square_attacked;
          own_attack_line = i;
          rules->castling_possible = false; /* GRA-5 */
          add_hook (c, fa_gravitational_after_move);
          c->goal_moves_in_usual_order = true;
          continue;
        }
      /* Madrasi: kings only under Rex Inclusiv (MAD-3). */
      if (g_ascii_strcasecmp (line, "Madrasi") == 0 || g_ascii_strcasecmp (line, "Madrasi RexInclusive") == 0)
        {
          if (c->piece_may_move)
            return refuse_together (i, "FunctionaryChess", line, bad, error);
          c->madrasi = strchr (line, ' ') ? FA_MADRASI_REX_INCLUSIVE : FA_MADRASI_PLAIN;
          may_move_line = i;
          bool rococo = rules->rococo_kinds[0] != 0;
          c->piece_may_move = rococo ? fa_madrasi_rococo_piece_may_move : fa_madrasi_piece_may_move;
          add_capture_filter (c, rococo ? fa_madrasi_rococo_capture_allowed : fa_madrasi_capture_allowed);
          c->goal_moves_in_usual_order = true;
          continue;
        }
      FaChromaticRule chromatic = g_ascii_strcasecmp (line, "MonochromChess") == 0 ? FA_CHROMATIC_MONOCHROME
                                  : g_ascii_strcasecmp (line, "BichromChess") == 0 ? FA_CHROMATIC_BICHROME
                                                                                   : FA_CHROMATIC_NONE;
      if (chromatic != FA_CHROMATIC_NONE)
        {
          /* Both together leave no move: an error, not a silent nothing. */
          if (c->chromatic != FA_CHROMATIC_NONE)
            {
              *bad = i;
              *error = g_strdup (_("MonochromChess and BichromChess together leave no move"));
              return false;
            }
          c->chromatic = chromatic;
          c->filter_moves = fa_chromatic_filter_moves;
          add_capture_filter (c, fa_chromatic_capture_allowed);
          c->goal_moves_in_usual_order = true;
          continue;
        }
      return refuse (i, line, bad, error);
    }
  if (!compile_paralysing (rules, lines, may_move_line, bad, error))
    return false;
  if (c->circe.assassin)
    {
      if (own_attack_line >= 0)
        return refuse_together (own_attack_line, lines[own_attack_line], "Circe Assassin", bad, error);
      c->attack_test = fa_circe_assassin_square_attacked;
      c->goal_moves_in_usual_order = true;
    }
  if (circe_line >= 0 && anticirce_line >= 0 && !compile_circe_with_anticirce (rules))
    return refuse_together (anticirce_line, lines[circe_line], lines[anticirce_line], bad, error);
  /* Popeye relocates the capturer (Anti-Circe) before it changes its
   * colour (Andernach), where a rebirth comes after the change; so too
   * before the rebirth (circe-anticirce.h). */
  for (int i = c->n_piece_hooks + 1; i < c->n_after_move; i++)
    if (c->after_move[i] == fa_anticirce_after_move)
      {
        int first = c->n_piece_hooks;
        memmove (c->after_move + first + 1, c->after_move + first, sizeof c->after_move[0] * (size_t) (i - first));
        c->after_move[first] = fa_anticirce_after_move;
      }
  /* The MWU changes colour last, once Anti-Circe has relocated it. */
  if (c->mwu != FA_MWU_NONE)
    {
      for (int i = 0; i < c->n_after_move; i++)
        if (c->after_move[i] != fa_anticirce_after_move)
          return refuse_together (mwu_line, "MWU", _("a condition other than Anti-Circe"), bad, error);
      if (c->n_capture_filters > (c->anticirce != FA_ANTICIRCE_NONE)
          || (c->attack_test && c->attack_test != fa_square_attacked_filtered) || c->generate_piece)
        return refuse_together (mwu_line, "MWU", _("a condition other than Anti-Circe"), bad, error);
      add_hook (c, fa_mwu_after_move);
    }
  /* The origins move with the units before any effect (a rebirth goes by
   * them). */
  if (c->tracks_origins)
    add_hook_first (c, fa_position_carry_origins);
  /* A check that is a test of the condition's own (Mars Circe,
   * Gravitational chess) does not ask a condition that filters captures,
   * but for Madrasi beside Mars Circe: its paralysis is then Mars Circe's
   * observation (madrasi.c), and Mars Circe's check asks it. */
  bool mars_madrasi = c->mars == FA_MARS_CIRCE && c->n_capture_filters == 1
                      && c->capture_filters[0] == fa_madrasi_capture_allowed;
  if (own_attack_line >= 0 && ((c->n_capture_filters && !mars_madrasi) || c->koeko))
    return refuse_together (own_attack_line, lines[own_attack_line], _("a condition that forbids captures"), bad, error);
  /* (KoeKo's filter and hook come before the flags below, which count
   * them: a move that KoeKo may refuse is no orthodox one.) */
  if (c->koeko)
    {
      add_capture_filter (c, fa_koeko_capture_allowed);
      c->goal_moves_in_usual_order = true;
      add_hook (c, rules->rococo_kinds[0] ? fa_koeko_rococo_after_move : fa_koeko_after_move);
    }
  c->generation_hooks = c->piece_may_move || c->generate_piece || c->filter_moves || c->expand_moves;
  c->effects_on_captures_only = captures_only_hooks (c);
  c->checks_are_allowed_attacks = c->n_capture_filters && c->attack_test == fa_square_attacked_filtered
                                  && !c->n_after_move && !c->generate_piece && !c->expand_moves
                                  && c->mummer[0] == FA_MUMMER_NONE && c->mummer[1] == FA_MUMMER_NONE
                                  && !c->rex_multiplex; /* its shortcuts know one king a side */
  c->anticirce_alone = c->anticirce != FA_ANTICIRCE_NONE && c->n_capture_filters == 1
                       && c->n_after_move == 1 + (c->mwu != FA_MWU_NONE)
                       && c->attack_test == fa_square_attacked_filtered && moves_as_orthodox_besides (c);
  c->sentinelles_alone = c->n_after_move == 1 && c->after_move[0] == fa_sentinelles_after_move && !royal_effects
                        && !c->n_capture_filters && !c->attack_test && moves_as_orthodox_besides (c)
                        && !rules->rococo_kinds[0];
  if (chooses)
    {
      /* Mummers alone leave every move orthodox, only fewer of them: the
       * empty-board distances still bound what a side can reach, and a
       * goal (no legal move) is the orthodox one. */
      c->moves_as_orthodox = !c->move_effects;
      c->move_effects = true;
    }
  return true;
}
