/* The Rococo pieces (shared/spec/pieces-uc73.md section 4, rules/rococo.h):
 * every move vector of the spec (CM-1 ... CNP-1, RC-1 ... RC-20, ids
 * cited) as the spec writes them, the moves made to see what they take
 * ("a4[x:a1,a3,a5]", "swap c3", "md e5", "suicide"); its check and legal
 * move vectors (RC-2, RC-8, RC-14 ... RC-20, LG-1 ... LG-3); and, on
 * random positions, make and unmake against the key computed afresh and
 * the attack test against making every move of the attacker; the
 * solver's mates in one against counting them move by move. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "io/popeye-input.h"
#include "io/popeye-text.h"
#include "play/solver.h"
#include "rules/attack.h"
#include "rules/check.h"
#include "rules/conditions/conditions.h"
#include "rules/move-list.h"
#include "rules/movegen.h"
#include "rules/rococo.h"

typedef struct
{
  const char *id;
  const char *white; /* "IMd4 Rd5": codes and squares */
  const char *black;
  const char *mover; /* its square; a Black mover's side is Black's */
  const char *expected;
  const char *state; /* "ep d6 d5": e.p. target and victim; "noswap d4 d6" */
} Vector;

static const Vector vectors[] = {
  { "CM-1", "CMd4 Pc3", "Qd7 Se6 DRHf2", "d4",
    "a4 a7 b4 b6 c4 c5 d1 d2 d3 d5 d6 xd7 e3 e4 e5 xe6 xf2 f4 f6 g4 g7 h4 h8", NULL },
  { "LL-1", "LLa1 Pb1", "Pa3 Sa5 Ra6 Pc3 PRe5 Qb2", "a1", "a2 a4[x:a3]", NULL },
  { "SWP-1", "SWPd4 Rg4 Pc3", "Qd7 Se5", "d4",
    "a4 a7 b4 b6 c4 c5 d1 d2 d3 d5 d6 e3 e4 f2 f4 g1 swap c3 swap d7 swap e5 md e5 swap g4", NULL },
  { "WDR-1", "WDRd4 Pe5", "Sc3 Qd5", "d4", "a4 a7 b4 b6 c4 c5 d1[x:d5] d2[x:d5] d3[x:d5] e3 e4 f2 f4 g1 g4 h4", NULL },
  { "ADV-1", "ADVd4 Pa4", "Sd7 Qg7 Ra6", "d4",
    "a1 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6[x:d7] e3 e4 e5 f2 f4 f6[x:g7] g1 g4 h4", NULL },
  { "IM-1", "IMd4 Pf4", "Sd6", "d4", "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 e3 e4 e5 f2 f6 g1 g7 h8", NULL },
  { "CNP-1", "CNPe4 Qf3 Pd3 Rd6", "PRe5 Sg2 Pc2 Pd5", "e4", "xc2 c6 d4 e3 e6 f4 f5 xg2", NULL },
  { "RC-1 Q", "IMd4 Rd5", "Qe5 Kc3 Sf6", "e5", "suicide", NULL },
  { "RC-1 K", "IMd4 Rd5", "Qe5 Kc3 Sf6", "c3", "", NULL },
  { "RC-1 S", "IMd4 Rd5", "Qe5 Kc3 Sf6", "f6", "xd5 d7 e4 e8 g4 g8 h5 h7", NULL },
  { "RC-1 IM", "IMd4 Rd5", "Qe5 Kc3 Sf6", "d4", "a4 a7 b4 b6 c4 c5 d1 d2 d3 e3 e4 f2 f4 g1 g4 h4", NULL },
  { "RC-1 R", "IMd4 Rd5", "Qe5 Kc3 Sf6", "d5", "a5 b5 c5 d6 d7 d8 xe5", NULL },
  { "RC-3 w", "IMd4", "IMe4", "d4", "suicide", NULL },
  { "RC-3 b", "IMd4", "IMe4", "e4", "suicide", NULL },
  { "RC-4 CM", "CMd4", "IMe5 Sc5", "d4", "suicide", NULL },
  { "RC-4 IM", "CMd4", "IMe5 Sc5", "e5", "suicide", NULL },
  { "RC-4 S", "CMd4", "IMe5 Sc5", "c5", "a4 a6 b3 b7 d3 d7 e4 e6", NULL },
  { "RC-5", "WDRa1 LLa3 ADVa5", "CMa2", "a2", "a4[x:a1,a3,a5] b1 b2 b3 c2 c4 d2 d5 e2 e6 f2 f7 g2 g8 h2", NULL },
  { "RC-6", "CMd4", "CMd6 IMf6", "d4", "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 e3 e4 e5 f2 f4 g1 g4 h4", NULL },
  { "RC-7", "CMe5", "Pd5 Pf6 Pe6", "e5", "a1 b2 b8 c3 c7 d4 d6 d6[x:d5] e1 e2 e3 e4 f4 f5 xf6 g3 g5 h2 h5",
    "ep d6 d5" },
  { "RC-8", "CMd4 Ka1", "Ke5", "d4", "a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 d8 e3 e4 xe5 f2 f4 g1 g4 h4", NULL },
  { "RC-8b", "CMd4 Ka1", "Kd6", "d4", "a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 e3 e4 e5 f2 f4 f6 g1 g4 g7 h4 h8", NULL },
  { "RC-9", "CMd4 Pd5", "CNPd6 CNPf6", "d4", "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 xd6 e3 e4 e5 f2 f4 g1 g4 h4", NULL },
  { "RC-10", "CMd4", "SWPd7 SWPe5", "d4",
    "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 e3 e4 f2 f4 g1 g4 h4 swap d7 swap e5 md e5", NULL },
  { "RC-11", "CMd4", "WDRc3 ADVg4", "d4",
    "a4 a7 b4 b6 c4 c5 d1 d2 d3 d5 d6 d7 d8 e3 e4 e5[x:c3] f2 f4[x:g4] f6[x:c3] g1 g7[x:c3] h8[x:c3]", NULL },
  { "RC-12", "LLa1", "Pa3 Sa5 Ra7", "a1",
    "a2 a4[x:a3] a6[x:a3,a5] a8[x:a3,a5,a7] b1 b2 c1 c3 d1 d4 e1 e5 f1 f6 g1 g7 h1 h8", NULL },
  { "RC-13", "SWPd4 Kb2", "SWPd6 Se3", "d4",
    "a4 a7 b4 b6 c3 c4 c5 d1 d2 d3 d5 e4 e5 f4 f6 g4 g7 h4 h8 swap b2 swap e3 md e3", "noswap d4 d6" },
  { "RC-13b", "SWPd4 Kb2", "SWPd6 Se3", "d4",
    "a4 a7 b4 b6 c3 c4 c5 d1 d2 d3 d5 e4 e5 f4 f6 g4 g7 h4 h8 swap b2 swap d6 swap e3 md e3", NULL },
  { "RC-17", "CMd4", "FRBd7 FRBg1", "d4",
    "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 xd7 e3 e4 e5 f2 f4 f6 xg1 g4 g7 h4 h8", NULL },
  { "RC-18", "CMd4 Pd5", "LEd7 WDRc3 Qf6", "d4",
    "a4 a7 b4 b6 c4 c5 d1 d2 d3 xd7 e3 e4 e5[x:c3] f2 f4 f6[x:c3,f6] g1 g4 h4", NULL },
  { "RC-20", "WDRe4 Ka1", "Ke5 IMf3", "e4", "suicide", NULL },
  /* A19: a chameleon's swap takes the advancer it approaches and the
   * withdrawer it leaves, and a chameleon's knight capture takes none. */
  { "A19 swap", "CMd4", "SWPd7 ADVd8 WDRd3", "d4",
    "a1 a4 a7 b2 b4 b6 c3 c4 c5 d5[x:d3] d6[x:d3] e3 e4 e5 f2 f4 f6 g1 g4 g7 h4 h8 swap d7[x:d3,d8]", NULL },
  { "A19 leap", "CMd4", "Se6 WDRc3", "d4",
    "a4 a7 b4 b6 c4 c5 d1 d2 d3 d5 d6 d7 d8 e3 e4 e5[x:c3] xe6 f2 f4 f6[x:c3] g1 g4 g7[x:c3] h4 h8[x:c3]", NULL },
  /* A Blue long leaper jumps downwards, a friend stops it. */
  { "LL Blue", "Pd6 Pd4 Pd2", "LLd8 Sf8", "d8",
    "a5 a8 b6 b8 c7 c8 d7 d5[x:d6] d3[x:d4,d6] d1[x:d2,d4,d6] e7 e8 f6 g5 h4", NULL },
};

/* Is `side` in check (RC-2, RC-8, RC-14 ... RC-20); with `legal`, White
 * to move, its legal moves (LG-1 ... LG-3). */
typedef struct
{
  const char *id;
  const char *white;
  const char *black;
  int side;
  bool in_check;
  const char *legal;
} CheckVector;

static const CheckVector check_vectors[] = {
  { "RC-2a", "Ke1 IMd4", "Re4 Ka8", FA_WHITE, false, NULL },
  { "RC-2b", "Ke1", "Re4 Ka8", FA_WHITE, true, NULL },
  { "RC-8", "CMd4 Ka1", "Ke5", FA_BLACK, true, NULL },
  { "RC-8b", "CMd4 Ka1", "Kd6", FA_BLACK, false, NULL },
  { "RC-14a", "WDRe4 Ka1", "Ke5", FA_BLACK, true, NULL },
  { "RC-14b", "WDRe4 Ka1 Pe3", "Ke5", FA_BLACK, false, NULL },
  { "RC-15", "ADVe1 Ka1", "Ke8", FA_BLACK, true, NULL },
  { "RC-16a", "LLe2 Ka1", "Ke5", FA_BLACK, true, NULL },
  { "RC-16b", "LLe2 Ka1", "Ke5 Pe6", FA_BLACK, false, NULL },
  { "RC-19", "SWPd4 Ka1", "Ke5", FA_BLACK, true, NULL },
  { "RC-20", "WDRe4 Ka1", "Ke5 IMf3", FA_BLACK, false, NULL },
  { "LG-1", "Ke1", "CMe3 Ka8", FA_WHITE, false, "Ke1:d1 Ke1:f1" },
  { "LG-2", "Ka1", "IMb2 Rh1 Kh8", FA_WHITE, true, "" },
  { "LG-3", "Ke1 Se4", "IMd5 LEe8 Ka8", FA_WHITE, true, "Ke1:d1 Ke1:d2 Ke1:f1 Ke1:f2 Se4:suicide" },
};

static size_t
code_length (const char *t)
{
  size_t len = 0;
  while ((t[len] >= 'A' && t[len] <= 'Z') || (t[len] >= '0' && t[len] <= '9'))
    len++;
  return len;
}

/* The rules for the pieces of a position (the Rococo rules installed, as
 * the solver installs them). */
static FaRules *
rules_for (const char *white, const char *black)
{
  const FaPieceSpec *specs[32];
  int n = 0;
  g_autofree char *all = g_strjoin (" ", white, black, NULL);
  g_auto (GStrv) tokens = g_strsplit (all, " ", -1);
  for (char **t = tokens; *t; t++)
    if (code_length (*t))
      specs[n++] = fa_piece_lookup_code (*t, code_length (*t));
  for (int i = 0; i < n; i++)
    g_assert_nonnull (specs[i]);
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, n, &error);
  g_assert_nonnull (rules);
  fa_rococo_install (rules);
  return rules;
}

static FaSquare
square (const char *name)
{
  FaSquare sq;
  g_assert_cmpint (fa_square_parse (8, 8, name, &sq), >, 0);
  return sq;
}

static void
put (FaPosition *pos, const char *list, unsigned colour)
{
  g_auto (GStrv) tokens = g_strsplit (list, " ", -1);
  for (char **t = tokens; *t; t++)
    if (**t)
      {
        size_t len = code_length (*t);
        int kind = fa_rules_kind_of (pos->rules, fa_piece_lookup_code (*t, len));
        fa_position_put (pos, square (*t + len), fa_piece_make (kind, colour));
      }
}

static FaPosition *
position_for (const FaRules *rules, const char *white, const char *black, int side)
{
  FaPosition *pos = g_new (FaPosition, 1);
  fa_position_init (pos, rules);
  put (pos, white, 1u);
  put (pos, black, 2u);
  pos->side = side;
  fa_position_rehash (pos);
  return pos;
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The move in the spec's notation, found by making it: what left the
 * board, and where the mover went. */
static char *
spec_notation (FaPosition *pos, FaMove m)
{
  const FaGeometry *g = &pos->rules->geometry;
  char buf[4], to_name[4];
  fa_square_name (g, m.to, to_name);
  if (m.from == m.to)
    return g_strdup ("suicide");
  FaPiece before[FA_MAX_SQUARES];
  memcpy (before, pos->board, sizeof before);
  FaPiece mover = pos->board[m.from];
  fa_position_make (pos, m);
  GPtrArray *taken = g_ptr_array_new_with_free_func (g_free);
  bool mover_gone = !pos->board[m.to];
  /* A swap exchanges the two units, nothing else but side captures. */
  if (m.special == FA_MOVE_SPECIAL_SWAP)
    g_assert_true (pos->board[m.to] == mover && pos->board[m.from] == before[m.to]);
  for (int sq = 0; sq < 64; sq++)
    {
      if (before[sq] && !(before[sq] & mover & 3) && pos->board[sq] != before[sq]
          && !(m.special == FA_MOVE_SPECIAL_SWAP && sq == m.to))
        g_ptr_array_add (taken, g_strdup (fa_square_name (g, (FaSquare) sq, buf)));
    }
  fa_position_unmake (pos);
  g_assert_true (memcmp (before, pos->board, sizeof before) == 0);
  g_autofree char *target = m.special == FA_MOVE_SPECIAL_SWAP ? g_strdup_printf ("swap %s", to_name)
                            : mover_gone                        ? g_strdup_printf ("md %s", to_name)
                                                                : g_strdup (to_name);
  char *name;
  if (taken->len == 0 || mover_gone)
    name = g_strdup (target);
  else if (taken->len == 1 && strcmp (g_ptr_array_index (taken, 0), to_name) == 0)
    name = g_strdup_printf ("x%s", to_name);
  else
    {
      g_ptr_array_sort (taken, compare_strings);
      g_ptr_array_add (taken, NULL);
      g_autofree char *list = g_strjoinv (",", (char **) taken->pdata);
      name = g_strdup_printf ("%s[x:%s]", target, list);
      g_ptr_array_remove_index (taken, taken->len - 1);
    }
  g_ptr_array_free (taken, TRUE);
  return name;
}

/* A list of moves as one sorted string. */
static char *
sorted_list (GPtrArray *names)
{
  if (names->len > 1)
    qsort (names->pdata, names->len, sizeof (gpointer), compare_strings);
  g_ptr_array_add (names, NULL);
  char *joined = g_strjoinv (" ", (char **) names->pdata);
  g_ptr_array_remove_index (names, names->len - 1);
  return joined;
}

/* The spec's list sorted the same way ("swap c3" is one move). */
static char *
sorted_expected (const char *expected)
{
  g_auto (GStrv) tokens = g_strsplit (expected, " ", -1);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  for (char **t = tokens; *t; t++)
    {
      if (!**t)
        continue;
      if ((strcmp (*t, "swap") == 0 || strcmp (*t, "md") == 0) && t[1])
        {
          g_ptr_array_add (names, g_strdup_printf ("%s %s", *t, t[1]));
          t++;
        }
      else
        g_ptr_array_add (names, g_strdup (*t));
    }
  char *joined = sorted_list (names);
  g_ptr_array_free (names, TRUE);
  return joined;
}

static void
test_vector (gconstpointer data)
{
  const Vector *v = data;
  FaRules *rules = rules_for (v->white, v->black);
  FaSquare from = square (v->mover);
  bool black = strstr (v->black, v->mover) != NULL;
  FaPosition *pos = position_for (rules, v->white, v->black, black ? FA_BLACK : FA_WHITE);
  if (v->state)
    {
      g_auto (GStrv) s = g_strsplit (v->state, " ", -1);
      if (strcmp (s[0], "ep") == 0)
        {
          pos->ep_target = square (s[1]);
          pos->ep_victim = square (s[2]);
        }
      else
        fa_position_set_no_swap_back (pos, square (s[1]), square (s[2]));
      fa_position_rehash (pos);
    }
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < n; i++)
    if (moves[i].from == from)
      g_ptr_array_add (names, spec_notation (pos, moves[i]));
  g_autofree char *got = sorted_list (names);
  g_autofree char *expected = sorted_expected (v->expected);
  if (strcmp (got, expected) != 0)
    g_error ("%s: got      %s\n         expected %s", v->id, got, expected);
  g_ptr_array_free (names, TRUE);
  g_free (pos);
  fa_rules_free (rules);
}

/* White's legal moves, "Ke1:d1 Se4:suicide". */
static char *
legal_moves (FaPosition *pos)
{
  const FaRules *rules = pos->rules;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  for (int j = 0; j < n; j++)
    {
      char from[4], to[4];
      fa_square_name (&rules->geometry, moves[j].from, from);
      fa_square_name (&rules->geometry, moves[j].to, to);
      const char *code = rules->kinds[fa_piece_kind (pos->board[moves[j].from])].spec->code;
      g_ptr_array_add (names, g_strdup_printf ("%s%s:%s", code, from, moves[j].from == moves[j].to ? "suicide" : to));
    }
  char *list = sorted_list (names);
  g_ptr_array_free (names, TRUE);
  return list;
}

static void
test_check_vectors (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (check_vectors); i++)
    {
      const CheckVector *v = &check_vectors[i];
      FaRules *rules = rules_for (v->white, v->black);
      FaPosition *pos = position_for (rules, v->white, v->black, v->side);
      if (fa_in_check (pos, v->side) != v->in_check)
        g_error ("%s: in check %d, expected %d", v->id, !v->in_check, v->in_check);
      if (v->legal)
        {
          g_autofree char *got = legal_moves (pos);
          if (strcmp (got, v->legal) != 0)
            g_error ("%s: legal moves %s, expected %s", v->id, got, v->legal);
        }
      g_free (pos);
      fa_rules_free (rules);
    }
}

/* Random positions with every Rococo piece and a few others: make and
 * unmake give the board, kings and key back, the key made incrementally
 * is the key computed afresh, and a king is attacked exactly when one of
 * the other side's moves, made, takes it. */
/* In pos, whose side not to move is not in check, with its pseudo-legal
 * moves: the legality filter, the legal-move test, the check prediction
 * and the legal move list agree with making each move (refused by a
 * condition, or leaving the mover's king attacked: illegal). */
static void
check_legality (FaPosition *pos, const FaMove *moves, int n)
{
  FaLegality legality;
  fa_legality_init (&legality, pos);
  FaCheckInfo checks;
  fa_check_info_init (&checks, pos);
  g_assert_cmpint (legality.in_check, ==, fa_in_check (pos, pos->side));
  int side = pos->side, n_legal = 0;
  for (int i = 0; i < n; i++)
    {
      fa_position_make (pos, moves[i]);
      bool legal = fa_made_move_is_legal (pos);
      bool check = fa_in_check (pos, side ^ 1);
      fa_position_unmake (pos);
      g_assert_cmpint (fa_legality_test (&legality, pos, moves[i]), ==, legal);
      g_assert_cmpint (fa_move_is_legal (pos, moves[i]), ==, legal);
      g_assert_cmpint (fa_move_gives_check (&checks, pos, moves[i]), ==, check);
      n_legal += legal;
    }
  FA_MOVE_LIST (legal_moves, pos);
  g_assert_cmpint (fa_generate_legal (pos, legal_moves), ==, n_legal);
  g_assert_cmpint (fa_has_legal_move (pos), ==, n_legal > 0);
}

/* data: condition lines the Rococo pieces combine with ("AntiCirce;KoeKo"),
 * or NULL; "Neutral" among them: some units neutral (never a king).  A
 * move the conditions refuse (Anti-Circe's relocation square occupied,
 * KöKo's contact missing) takes no king. */
static void
test_random_positions (gconstpointer data)
{
  g_auto (GStrv) conditions = data ? g_strsplit (data, ";", -1) : NULL;
  bool neutral = conditions && strcmp (conditions[0], "Neutral") == 0;
  if (neutral)
    {
      g_free (conditions[0]);
      memmove (conditions, conditions + 1, g_strv_length (conditions) * sizeof *conditions);
    }
  static const char *const codes[] = { "CM", "LL", "SWP", "WDR", "ADV", "IM", "CNP", "Q", "S", "P", "LE", "G" };
  const FaPieceSpec *specs[G_N_ELEMENTS (codes)];
  for (size_t i = 0; i < G_N_ELEMENTS (codes); i++)
    specs[i] = fa_piece_lookup_code (codes[i], strlen (codes[i]));
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, G_N_ELEMENTS (codes), &error);
  fa_rococo_install (rules);
  rules->neutral_pieces = neutral;
  if (conditions && conditions[0])
    {
      int bad = 0;
      char *condition_error = NULL;
      for (char **c = conditions; *c; c++)
        g_assert_true (fa_rococo_takes_condition (*c));
      g_assert_true (fa_conditions_compile (rules, conditions, (int) g_strv_length (conditions), &bad, &condition_error));
    }
  GRand *rand = g_rand_new_with_seed (73);
  FaPosition *pos = g_new (FaPosition, 1), *fresh = g_new (FaPosition, 1);
  int checks = 0, taken_kings = 0, legal_positions = 0;
  for (int round = 0; round < 400; round++)
    {
      fa_position_init (pos, rules);
      fa_position_put (pos, (FaSquare) g_rand_int_range (rand, 0, 64),
                       fa_piece_make (rules->king_kind, 1u));
      for (int i = 0; i < 14; i++)
        {
          FaSquare sq = (FaSquare) g_rand_int_range (rand, 0, 64);
          if (pos->board[sq])
            continue;
          int kind = fa_rules_kind_of (rules, specs[g_rand_int_range (rand, 0, G_N_ELEMENTS (codes))]);
          int rank = sq / 8;
          if (kind == rules->pawn_kind && (rank == 0 || rank == 7))
            continue;
          unsigned colour = neutral && g_rand_int_range (rand, 0, 4) == 0 ? 3u : 1u << g_rand_int_range (rand, 0, 2);
          fa_position_put (pos, sq, fa_piece_make (kind, colour));
        }
      FaSquare black_king = (FaSquare) g_rand_int_range (rand, 0, 64);
      if (pos->board[black_king])
        continue;
      fa_position_put (pos, black_king, fa_piece_make (rules->king_kind, 2u));
      for (int side = 0; side < 2; side++)
        {
          pos->side = side;
          fa_position_rehash (pos);
          FaPiece board[FA_MAX_SQUARES];
          memcpy (board, pos->board, sizeof board);
          uint64_t key = pos->hash;
          FA_MOVE_LIST (moves, pos);
          int n = fa_generate_pseudo_legal (pos, moves);
          bool takes_king = false;
          for (int i = 0; i < n; i++)
            {
              fa_position_make (pos, moves[i]);
              fa_position_copy (fresh, pos);
              fa_position_rehash (fresh);
              g_assert_cmpuint (fresh->hash, ==, pos->hash);
              takes_king |= pos->king[side ^ 1] == FA_NO_SQUARE && !pos->history[pos->ply - 1].refused;
              fa_position_unmake (pos);
              g_assert_true (memcmp (board, pos->board, sizeof board) == 0);
              g_assert_cmpuint (pos->hash, ==, key);
            }
          /* The side not to move is attacked when the side to move can
           * take its king. */
          g_assert_cmpint (fa_in_check (pos, side ^ 1), ==, takes_king);
          checks += takes_king;
          if (!takes_king)
            {
              check_legality (pos, moves, n);
              legal_positions++;
            }
        }
      taken_kings++;
    }
  /* The positions tested some checks, and not only checks. */
  g_assert_cmpint (checks, >, 20);
  g_assert_cmpint (legal_positions, >, 100);
  g_assert_cmpint (checks, <, taken_kings * 2 - 20);
  g_rand_free (rand);
  g_free (pos);
  g_free (fresh);
  fa_rules_free (rules);
}

/* The Popeye text of pos's units, "Pieces White Ka1 CMd4 Black ...". */
static char *
pieces_text (const FaPosition *pos)
{
  GString *s = g_string_new ("Pieces");
  for (int side = 0; side < 2; side++)
    {
      g_string_append (s, side ? " Black" : " White");
      for (int sq = 0; sq < 64; sq++)
        if (pos->board[sq] && fa_piece_is_side (pos->board[sq], side))
          {
            char name[4];
            g_string_append_printf (s, " %s%s", pos->rules->kinds[fa_piece_kind (pos->board[sq])].spec->code,
                                    fa_square_name (&pos->rules->geometry, (FaSquare) sq, name));
          }
    }
  return g_string_free (s, FALSE);
}

/* White's moves that mate, each made and Black's replies counted. */
static int
count_mates (FaPosition *pos)
{
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves), mates = 0;
  for (int i = 0; i < n; i++)
    {
      fa_position_make (pos, moves[i]);
      if (fa_in_check (pos, FA_BLACK))
        {
          FA_MOVE_LIST (replies, pos);
          mates += fa_generate_legal (pos, replies) == 0;
        }
      fa_position_unmake (pos);
    }
  return mates;
}

/* count_mates with rules of the kinds on pos's board alone, under the
 * condition line (NULL: none). */
static int
count_mates_with_own_kinds (const FaPosition *pos, const char *condition)
{
  const FaPieceSpec *specs[64];
  int n = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    specs[n++] = pos->rules->kinds[fa_piece_kind (pos->board[pos->occupied[i]])].spec;
  const char *error = NULL;
  FaRules *own = fa_rules_new (8, 8, NULL, specs, n, &error);
  fa_rococo_install (own);
  if (condition)
    {
      int bad = 0;
      char *condition_error = NULL;
      g_assert_true (fa_conditions_compile (own, (char *const *) &condition, 1, &bad, &condition_error));
    }
  FaPosition *copy = g_new (FaPosition, 1);
  fa_position_init (copy, own);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      FaPiece p = pos->board[sq];
      fa_position_put (copy, sq, fa_piece_make (fa_rules_kind_of (own, pos->rules->kinds[fa_piece_kind (p)].spec), p & 3u));
    }
  copy->side = pos->side;
  fa_position_rehash (copy);
  int mates = count_mates (copy);
  g_free (copy);
  fa_rules_free (own);
  return mates;
}

/* data: a condition line (NULL: none). */
static void
test_mates_in_one (gconstpointer data)
{
  const char *condition = data;
  static const char *const codes[] = { "CM", "LL", "SWP", "WDR", "ADV", "IM", "CNP", "Q", "R", "S" };
  const FaPieceSpec *specs[G_N_ELEMENTS (codes)];
  for (size_t i = 0; i < G_N_ELEMENTS (codes); i++)
    specs[i] = fa_piece_lookup_code (codes[i], strlen (codes[i]));
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, G_N_ELEMENTS (codes), &error);
  fa_rococo_install (rules);
  GRand *rand = g_rand_new_with_seed (1973);
  FaPosition *pos = g_new (FaPosition, 1);
  int problems = 0, with_mates = 0;
  while (problems < (condition ? 600 : 200))
    {
      fa_position_init (pos, rules);
      /* The Black king in a corner's region, White's units around it. */
      fa_position_put (pos, (FaSquare) (g_rand_int_range (rand, 0, 3) * 8 + g_rand_int_range (rand, 0, 3) + 40),
                       fa_piece_make (rules->king_kind, 2u));
      for (int i = 0; i < 7; i++)
        {
          FaSquare sq = (FaSquare) g_rand_int_range (rand, 0, 64);
          if (!pos->board[sq])
            fa_position_put (pos, sq, fa_piece_make (fa_rules_kind_of (rules, specs[g_rand_int_range (rand, 0, G_N_ELEMENTS (codes))]),
                                                     i < 5 ? 1u : 2u));
        }
      FaSquare white_king = (FaSquare) g_rand_int_range (rand, 0, 16);
      if (pos->board[white_king])
        continue;
      fa_position_put (pos, white_king, fa_piece_make (rules->king_kind, 1u));
      pos->side = FA_WHITE;
      fa_position_rehash (pos);
      if (fa_in_check (pos, FA_BLACK))
        continue;
      /* Mates counted with the kinds on the board only, which are the
       * promotion choices the problem has. */
      g_autofree char *pieces = pieces_text (pos);
      int mates = count_mates_with_own_kinds (pos, condition);
      g_autofree char *condition_line = condition ? g_strdup_printf ("Condition %s\n", condition) : g_strdup ("");
      g_autofree char *text = g_strdup_printf ("BeginProblem\n%s\nStipulation #1\n%sOption NoBoard\nEndProblem\n",
                                               pieces, condition_line);
      g_autoptr (GPtrArray) errors = NULL;
      g_autoptr (GPtrArray) read = fa_popeye_read (text, "random", &errors);
      g_assert_cmpuint (errors->len, ==, 0);
      g_autoptr (GPtrArray) solutions = fa_solve_problem (g_ptr_array_index (read, 0), NULL);
      GString *out = g_string_new (NULL);
      fa_popeye_text_append (out, g_ptr_array_index (read, 0), solutions);
      int keys = 0;
      for (const char *l = out->str; (l = strstr (l, " !\n")); l++)
        keys++;
      if (keys != mates)
        g_error ("%s: the solver finds %d mates, counted %d\n%s", pieces, keys, mates, out->str);
      g_string_free (out, TRUE);
      problems++;
      with_mates += mates > 0;
    }
  /* Some of them have mates. */
  g_printerr ("# %d of the positions with mates\n", with_mates);
  g_assert_cmpint (with_mates, >, condition ? 5 : 20);
  g_rand_free (rand);
  g_free (pos);
  fa_rules_free (rules);
}

/* Solves a problem of white, black and neutral pieces (NULL: none) under
 * condition (NULL: none), with every move of White listed (~1); the text
 * as the solver writes it, or the first twin's error. */
static char *
solve_with_neutrals (const char *white, const char *black, const char *neutral, const char *condition)
{
  g_autofree char *neutral_line = neutral ? g_strdup_printf ("Neutral %s\n", neutral) : g_strdup ("");
  g_autofree char *condition_line = condition ? g_strdup_printf ("Condition %s\n", condition) : g_strdup ("");
  g_autofree char *text = g_strdup_printf ("BeginProblem\nPieces\nWhite %s\nBlack %s\n%sStipulation ~1\n"
                                           "%sOption NoBoard\nEndProblem\n",
                                           white, black, neutral_line, condition_line);
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) read = fa_popeye_read (text, "conditions", &errors);
  g_assert_cmpuint (errors->len, ==, 0);
  g_autoptr (GPtrArray) solutions = fa_solve_problem (g_ptr_array_index (read, 0), NULL);
  const FaSolution *sol = g_ptr_array_index (solutions, 0);
  if (sol->error)
    return g_strdup_printf ("error: %s", sol->error);
  GString *out = g_string_new (NULL);
  fa_popeye_text_append (out, g_ptr_array_index (read, 0), solutions);
  return g_string_free (out, FALSE);
}

static char *
solve_any_move (const char *white, const char *black, const char *condition)
{
  return solve_with_neutrals (white, black, NULL, condition);
}

/* The moves of a ~1's solution text made by the unit written `unit`
 * ("LLa1", "nSWPd4"), in the order written, each without its number and
 * "!" ("LLa1-h8 +"), joined by single spaces. */
static char *
moves_of (const char *out, const char *unit)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_autofree char *prefix = g_strdup_printf ("1.%s", unit);
  GString *moves = g_string_new (NULL);
  for (char **l = lines; *l; l++)
    {
      const char *t = *l;
      while (*t == ' ')
        t++;
      size_t len = strlen (t);
      if (!g_str_has_prefix (t, prefix) || len < 2 || strcmp (t + len - 2, " !") != 0
          || strchr (":-*<[", t[strlen (prefix)]) == NULL)
        continue;
      if (moves->len)
        g_string_append_c (moves, ' ');
      g_string_append_len (moves, t + 2, (gssize) (len - 4));
    }
  return g_string_free (moves, FALSE);
}

/* The moves of unit are exactly expected (moves_of). */
static void
assert_moves (const char *out, const char *unit, const char *expected)
{
  g_autofree char *got = moves_of (out, unit);
  if (strcmp (got, expected) != 0)
    g_error ("%s: got\n  %s\nexpected\n  %s\nin\n%s", unit, got, expected, out);
}

/* Is Black's king in check in the diagram, White to play: does the solver
 * refuse it as illegal? */
static void
assert_diagram_check (const char *white, const char *black, const char *condition, bool check)
{
  g_autofree char *out = solve_any_move (white, black, condition);
  if (g_str_has_prefix (out, "error") != check)
    g_error ("%s / %s under %s: %s", white, black, condition, out);
}

static void
assert_lines (const char *out, const char *const *present, const char *const *absent)
{
  for (; present && *present; present++)
    if (!strstr (out, *present))
      g_error ("missing \"%s\" in\n%s", *present, out);
  for (; absent && *absent; absent++)
    if (strstr (out, *absent))
      g_error ("unexpected \"%s\" in\n%s", *absent, out);
}

/* The Rococo pieces under the conditions they combine with
 * (fa_rococo_takes_condition): each unit a capture removes is reborn
 * (CIR-1 for each, in the order taken), the chromatic conditions and the
 * mummers judge a Rococo move by its squares and length. */
static void
test_with_conditions (void)
{
  /* Circe: the withdrawn rook reborn on h8 (e5 is dark), the long
   * leaper's two pawns on a7, the second finding it taken, or both none
   * where the leaper itself lands on a7. */
  g_autofree char *circe = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "Circe");
  assert_lines (circe,
                (const char *[]) { "1.WDRd4-c3[-bRe5][+bRh8] !", "1.LLa1-a6[-bPa2][-bPa4][+bPa7] !",
                                   "1.LLa1-a7[-bPa2][-bPa4] !", "1.LLa1-a3[-bPa2][+bPa7] !", NULL },
                (const char *[]) { "[+bPa7][+bPa7]", NULL });
  /* The reborn rook checks the king on h1: the withdrawal is illegal. */
  g_autofree char *self_check = solve_any_move ("Kh1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "Circe");
  assert_lines (self_check, (const char *[]) { "1.WDRd4-e3 !", NULL },
                (const char *[]) { "WDRd4-c3", "WDRd4-b2", NULL });
  /* Mirror Circe: the rook's square (a8) holds the king; the pawns go to
   * a2, which the first leaves free. */
  g_autofree char *mirror = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "MirrorCirce");
  assert_lines (mirror,
                (const char *[]) { "1.WDRd4-c3[-bRe5] !", "1.LLa1-a7[-bPa2][-bPa4][+bPa2] !",
                                   "1.LLa1-a3[-bPa2][+bPa2] !", NULL },
                NULL);
  /* Monochrome: the long leaper's a1-a6 changes colour, a1-a5 does not. */
  g_autofree char *mono = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "MonochromChess");
  assert_lines (mono, (const char *[]) { "1.LLa1-a5[-bPa2][-bPa4] !", "1.WDRd4-c3[-bRe5] !", NULL },
                (const char *[]) { "LLa1-a6", "[+", NULL });
  /* ... and a withdrawal that would take the king but changes colour
   * (e4-e3, e2 taken) is no check: the diagram is legal. */
  assert_diagram_check ("Kh1 WDRe4 Pe2", "Ke5", "MonochromChess", false);
  assert_diagram_check ("Kh1 WDRe4 Pe2", "Ke5", "Circe", true);
  /* White Maximummer: the long leap over both pawns (a1-a7, 36) is the
   * longest move. */
  g_autofree char *max = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "WhiteMaximummer");
  assert_lines (max, (const char *[]) { "1.LLa1-a7[-bPa2][-bPa4] !", NULL },
                (const char *[]) { "WDRd4", "LLa1-a6", "Kg1", NULL });
  /* Four conditions with hooks beside the pieces' own: six hooks in all,
   * in their order (the withdrawer relocated, then recoloured on c8; the
   * pawn on d4; c8 touches d8). */
  g_autofree char *many = solve_any_move ("Kh1 WDRd4 Pd7", "Ka8 Re5 Qd8", "AntiCirce AndernachChess KoeKo Sentinelles");
  assert_lines (many, (const char *[]) { "1.WDRd4-c3[-bRe5][wWDRc3->c8=b][+wPd4] !", NULL }, NULL);
  /* The others are refused, naming the condition. */
  g_autofree char *mars = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "MarsCirce");
  assert_lines (mars, (const char *[]) { "error: MarsCirce with Rococo pieces is not supported yet", NULL }, NULL);
  g_autofree char *pwc = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "Circe Parrain");
  g_assert_true (g_str_has_prefix (pwc, "error"));
}

/* Anti-Circe (rules/conditions/anticirce.c): a Rococo capture sends the
 * capturer once, for its arrival square, to its square (a fairy unit's:
 * the arrival file, its side's promotion rank), free on the board the
 * move leaves: its departure and its victims' squares are free, a
 * swap's departure holds the unit swapped.  A capturer gone with its
 * victim (mutual destruction) is not relocated and its capture stands.
 * A capture of the king that Anti-Circe refuses is no check. */
static void
test_anticirce (void)
{
  /* Two pawns overtaken, relocated once to a8; on a8 itself Calvet keeps
   * the leaper there, Cheylan refuses the capture. */
  g_autofree char *leaps = solve_any_move ("Kg1 LLa1", "Kh5 Pa2 Pa4", "AntiCirce");
  assert_moves (leaps, "LLa1",
                "LLa1-h8 + LLa1-g7 LLa1-f6 LLa1-e5 LLa1-d4 LLa1-c3 LLa1-b2 LLa1-a8[-bPa2][-bPa4][wLLa8->a8] "
                "LLa1-a7[-bPa2][-bPa4][wLLa7->a8] LLa1-a6[-bPa2][-bPa4][wLLa6->a8] "
                "LLa1-a5[-bPa2][-bPa4][wLLa5->a8] LLa1-a3[-bPa2][wLLa3->a8] LLa1-f1 LLa1-e1 LLa1-d1 LLa1-c1 LLa1-b1");
  g_autofree char *cheylan = solve_any_move ("Kg1 LLa1", "Kh5 Pa2 Pa4", "AntiCirce Cheylan");
  assert_lines (cheylan, (const char *[]) { "LLa1-a7[-bPa2][-bPa4][wLLa7->a8]", NULL },
                (const char *[]) { "LLa1-a8", NULL });
  /* The departure square is free (back to a8), ... */
  g_autofree char *back = solve_any_move ("Kg1 LLa8", "Kh5 Pa6", "AntiCirce");
  assert_moves (back, "LLa8",
                "LLa8-h1 + LLa8-g2 LLa8-f3 LLa8-e4 LLa8-d5 LLa8-c6 LLa8-b7 LLa8-a1[-bPa6][wLLa1->a8] "
                "LLa8-a2[-bPa6][wLLa2->a8] LLa8-a3[-bPa6][wLLa3->a8] LLa8-a4[-bPa6][wLLa4->a8] "
                "LLa8-a5[-bPa6][wLLa5->a8] LLa8-a7 LLa8-h8 + LLa8-g8 LLa8-f8 LLa8-e8 LLa8-d8 LLa8-c8 LLa8-b8");
  /* ... and so is the square of the unit withdrawn from (b8), Cheylan
   * too: it is not the arrival square. */
  g_autofree char *withdrawn = solve_any_move ("Kg1 WDRb7", "Kh5 Rb8", "AntiCirce Cheylan");
  assert_moves (withdrawn, "WDRb7",
                "WDRb7-a6 WDRb7-h1 WDRb7-g2 WDRb7-f3 WDRb7-e4 WDRb7-d5 WDRb7-c6 WDRb7-c8 WDRb7-a8 "
                "WDRb7-b1[-bRb8][wWDRb1->b8] WDRb7-b2[-bRb8][wWDRb2->b8] WDRb7-b3[-bRb8][wWDRb3->b8] "
                "WDRb7-b4[-bRb8][wWDRb4->b8] WDRb7-b5[-bRb8][wWDRb5->b8] WDRb7-b6[-bRb8][wWDRb6->b8] "
                "WDRb7-a7 WDRb7-h7 WDRb7-g7 WDRb7-f7 WDRb7-e7 WDRb7-d7 WDRb7-c7");
  /* Mutual destruction: nothing to relocate. */
  g_autofree char *md = solve_any_move ("Kg1 SWPd4", "Kh5 Se5", "AntiCirce");
  assert_lines (md, (const char *[]) { "1.SWPd4*e5[-wSWPe5] !", "1.SWPd4<->bSe5 !", "1.SWPd4-h4 + !", NULL }, NULL);
  /* A chameleon's swap that takes the advancer it approaches goes back
   * to d8, which holds the swapper now: refused; without the condition
   * it stands. */
  g_autofree char *swap = solve_any_move ("Kh1 CMd8", "Ka1 SWPd5 ADVd4", "AntiCirce");
  assert_lines (swap, (const char *[]) { "1.CMd8-d6 !", NULL }, (const char *[]) { "<->", NULL });
  g_autofree char *swap_plain = solve_any_move ("Kh1 CMd8", "Ka1 SWPd5 ADVd4", "Tibet");
  assert_lines (swap_plain, (const char *[]) { "1.CMd8<->bSWPd5[-bADVd4] !", NULL }, NULL);
  /* The variants: Mirror (to the first rank; a1 itself stays), File (a4
   * too, to a8), Symmetry (a4 would go to h5, the king's). */
  g_autofree char *mirror = solve_any_move ("Kg1 WDRd4", "Ka8 Re5", "MirrorAntiCirce");
  assert_moves (mirror, "WDRd4",
                "WDRd4-a1[-bRe5][wWDRa1->a1] WDRd4-b2[-bRe5][wWDRb2->b1] WDRd4-c3[-bRe5][wWDRc3->c1] WDRd4-f2 "
                "WDRd4-e3 WDRd4-a7 + WDRd4-b6 WDRd4-c5 WDRd4-d1 WDRd4-d2 WDRd4-d3 WDRd4-a4 WDRd4-b4 WDRd4-c4 "
                "WDRd4-d8 WDRd4-d7 WDRd4-d6 WDRd4-d5 WDRd4-h4 WDRd4-g4 WDRd4-f4 WDRd4-e4");
  g_autofree char *file = solve_any_move ("Kg1 LLa1", "Kh5 Pa2", "FileAntiCirce");
  assert_lines (file, (const char *[]) { "1.LLa1-a4[-bPa2][wLLa4->a8] !", NULL }, NULL);
  g_autofree char *symmetry = solve_any_move ("Kg1 LLa1", "Kh5 Pa2", "SymmetryAntiCirce");
  assert_moves (symmetry, "LLa1",
                "LLa1-h8 + LLa1-g7 LLa1-f6 LLa1-e5 LLa1-d4 LLa1-c3 LLa1-b2 LLa1-a8[-bPa2][wLLa8->h1] + "
                "LLa1-a7[-bPa2][wLLa7->h2] + LLa1-a6[-bPa2][wLLa6->h3] + LLa1-a5[-bPa2][wLLa5->h4] + "
                "LLa1-a3[-bPa2][wLLa3->h6] + LLa1-f1 LLa1-e1 LLa1-d1 LLa1-c1 LLa1-b1");
  /* The cannon pawn's hop that takes c8: unpromoted it stays there
   * (Calvet), promoted it goes to its new kind's square: the queen's d1
   * and the rook's h1 are taken, the knight's b1 and the bishop's f1
   * free (AC-4); Cheylan refuses c8 itself. */
  g_autofree char *cannon = solve_any_move ("Kh1 CNPc6 Rd1 Sa1", "Ka3 Pc7 Rc8", "AntiCirce");
  assert_moves (cannon, "CNPc6",
                "CNPc6-b5 CNPc6-d5 CNPc6-d7 CNPc6-b7 CNPc6-c5 CNPc6-b6 CNPc6*c8[wCNPc8->c8] "
                "CNPc6*c8=S[wSc8->b1] + CNPc6*c8=B[wBc8->f1] CNPc6*c8=CNP[wCNPc8->c8] CNPc6-d6");
  g_autofree char *cannon_cheylan = solve_any_move ("Kh1 CNPc6 Rd1 Sa1", "Ka3 Pc7 Rc8", "AntiCirce Cheylan");
  assert_moves (cannon_cheylan, "CNPc6",
                "CNPc6-b5 CNPc6-d5 CNPc6-d7 CNPc6-b7 CNPc6-c5 CNPc6-b6 CNPc6*c8=S[wSc8->b1] + "
                "CNPc6*c8=B[wBc8->f1] CNPc6-d6");
  /* Check: the withdrawer's capture of e5 goes to e8; a unit there makes
   * it no capture, so no check, and the diagram legal. */
  g_autofree char *blocked = solve_any_move ("Kh1 WDRe4", "Ke5 Be8", "AntiCirce");
  assert_lines (blocked, (const char *[]) { "1.WDRe4-d4 + !", NULL }, NULL);
  assert_diagram_check ("Kh1 WDRe4", "Ke5 Ba8", "AntiCirce", true);
  assert_diagram_check ("Kh1 WDRe4", "Ke5", "AntiCirce Cheylan", true);
}

/* Andernach, Anti-Andernach, Tibet, Double Tibet (colour-change.c): a
 * Rococo move that takes one unit or several is one capture, the mover
 * recoloured once (Tibet: when any unit taken is of another kind); a
 * swap that takes none is no capture; a capturer gone with its victim
 * recolours nothing. */
static void
test_colour_changes (void)
{
  const char *white = "Kg1 WDRd4 LLa1 SWPh4", *black = "Kh8 Re5 LLa2 LLa4 Pa6 Sh5";
  g_autofree char *andernach = solve_any_move (white, black, "AndernachChess");
  assert_moves (andernach, "LLa1",
                "LLa1-c3 LLa1-b2 LLa1-a8[-bLLa2][-bLLa4][-bPa6]=b LLa1-a7[-bLLa2][-bLLa4][-bPa6]=b "
                "LLa1-a5[-bLLa2][-bLLa4]=b LLa1-a3[-bLLa2]=b LLa1-f1 LLa1-e1 LLa1-d1 LLa1-c1 LLa1-b1");
  assert_lines (andernach,
                (const char *[]) { "1.WDRd4-c3[-bRe5]=b !", "1.SWPh4<->bSh5 !", "1.SWPh4*h5[-wSWPh5] !", NULL }, NULL);
  /* Anti-Andernach: the moves that take nothing, swaps too; a black
   * long leaper on the first rank, a black swapper or withdrawer beside
   * g1, would take the king: illegal. */
  g_autofree char *anti = solve_any_move (white, black, "AntiAndernachChess");
  assert_moves (anti, "LLa1",
                "LLa1-c3=b LLa1-b2=b LLa1-a8[-bLLa2][-bLLa4][-bPa6] LLa1-a7[-bLLa2][-bLLa4][-bPa6] "
                "LLa1-a5[-bLLa2][-bLLa4] LLa1-a3[-bLLa2]");
  assert_moves (anti, "SWPh4",
                "SWPh4-e1=b SWPh4-g3=b SWPh4-d8=b SWPh4-e7=b SWPh4-f6=b SWPh4-g5=b SWPh4-h3=b SWPh4<->wWDRd4=b "
                "SWPh4-e4=b SWPh4-f4=b SWPh4-g4=b SWPh4<->bSh5=b SWPh4*h5[-wSWPh5]");
  /* Tibet binds Black's moves only; Double Tibet White's too: the leaper
   * that takes long leapers alone keeps its colour. */
  g_autofree char *tibet = solve_any_move (white, black, "Tibet");
  assert_lines (tibet, NULL, (const char *[]) { "=b", NULL });
  g_autofree char *double_tibet = solve_any_move (white, black, "DoubleTibet");
  assert_moves (double_tibet, "LLa1",
                "LLa1-c3 LLa1-b2 LLa1-a8[-bLLa2][-bLLa4][-bPa6]=b LLa1-a7[-bLLa2][-bLLa4][-bPa6]=b "
                "LLa1-a5[-bLLa2][-bLLa4] LLa1-a3[-bLLa2] LLa1-f1 LLa1-e1 LLa1-d1 LLa1-c1 LLa1-b1");
  assert_lines (double_tibet, (const char *[]) { "1.WDRd4-b2[-bRe5]=b !", NULL }, NULL);
}

/* Madrasi (madrasi.c): a Rococo unit is paralysed by an enemy unit of
 * its kind that could take it by its own capture; an immobilizer takes
 * nothing, so neither paralyses nor is paralysed; a chameleon never takes
 * a chameleon. */
static void
test_madrasi (void)
{
  /* Each withdrawer could withdraw from the other: both paralysed. */
  g_autofree char *both = solve_any_move ("Kh1 WDRd4", "Ka8 WDRe5", "Madrasi");
  assert_lines (both, (const char *[]) { "1.Kh1-g2 !", NULL }, (const char *[]) { "WDR", NULL });
  /* c3 taken, White's cannot withdraw from e5: Black's is free, and
   * still paralyses White's. */
  g_autofree char *one = solve_any_move ("Kh1 WDRd4 Pc3", "Ka8 WDRe5", "Madrasi");
  assert_lines (one, NULL, (const char *[]) { "WDR", NULL });
  /* The leaper on a1 takes the one on a3, not the other way round. */
  g_autofree char *leapers = solve_any_move ("Kh1 LLa1", "Kh8 LLa3", "Madrasi");
  assert_moves (leapers, "LLa1",
                "LLa1-g7 LLa1-f6 LLa1-e5 LLa1-d4 LLa1-c3 LLa1-b2 LLa1-a8[-bLLa3] LLa1-a7[-bLLa3] "
                "LLa1-a6[-bLLa3] LLa1-a5[-bLLa3] LLa1-a4[-bLLa3] LLa1-a2 LLa1-g1 LLa1-f1 LLa1-e1 LLa1-d1 LLa1-c1 "
                "LLa1-b1");
  /* Immobilizers side by side: frozen, not paralysed (the suicide). */
  g_autofree char *immobilizers = solve_any_move ("Kh1 IMd4", "Kh8 IMe4", "Madrasi");
  assert_lines (immobilizers, (const char *[]) { "1.IMd4[-wIMd4] !", NULL }, NULL);
  g_autofree char *chameleons = solve_any_move ("Kh1 CMd4", "Kh8 CMe5", "Madrasi");
  assert_moves (chameleons, "CMd4",
                "CMd4-a1 CMd4-b2 CMd4-c3 CMd4-g1 CMd4-f2 CMd4-e3 CMd4-a7 CMd4-b6 CMd4-c5 CMd4-d1 CMd4-d2 CMd4-d3 "
                "CMd4-a4 CMd4-b4 CMd4-c4 CMd4-d8 CMd4-d7 CMd4-d6 CMd4-d5 CMd4-h4 CMd4-g4 CMd4-f4 CMd4-e4");
  /* A paralysed withdrawer gives no check: the diagram is legal, and
   * illegal once g4 keeps Black's from withdrawing. */
  assert_diagram_check ("Kh1 WDRe4", "Ke5 WDRf4", "Madrasi", false);
  assert_diagram_check ("Kh1 WDRe4", "Ke5 WDRf4 Pg4", "Madrasi", true);
}

/* KöKo (koeko.c): the contact is judged on the board the whole move
 * leaves, its victims gone; a unit gone with its victim is not judged; a
 * swap judges both units, as Popeye judges an exchange. */
static void
test_koeko (void)
{
  /* Overtaking a2, the leaper touches nothing on a3, unless a4 holds a
   * unit (which it touches, and leaps to a5 away from). */
  g_autofree char *alone = solve_any_move ("Kh1 LLa1", "Kh8 Pa2", "KoeKo");
  assert_moves (alone, "LLa1", "LLa1-g7 LLa1-b2 LLa1-g1 LLa1-b1");
  g_autofree char *contact = solve_any_move ("Kh1 LLa1", "Kh8 Pa2 Pa4", "KoeKo");
  assert_moves (contact, "LLa1", "LLa1-g7 LLa1-b2 LLa1-a3[-bPa2] LLa1-g1 LLa1-b1");
  g_autofree char *md = solve_any_move ("Kh1 SWPd4", "Kh8 Se5", "KoeKo");
  assert_moves (md, "SWPd4", "SWPd4-g1 SWPd4<->bSe5 SWPd4*e5[-wSWPe5] SWPd4-d6 SWPd4-d5 SWPd4-f4 SWPd4-e4");
  /* The knight swapped to d4 touches nothing: no swap with d7. */
  g_autofree char *swap = solve_any_move ("Kh1 SWPd4", "Kh8 Sd7 Pc8", "KoeKo");
  assert_moves (swap, "SWPd4", "SWPd4-g1 SWPd4-g7 + SWPd4-d6");
  /* The withdrawal to c3 touches nothing once e5 is gone; b2 and a1
   * touch b1.  Anti-KöKo the other way round. */
  g_autofree char *withdrawal = solve_any_move ("Kh1 WDRd4", "Kh8 Re5 Pb1", "KoeKo");
  assert_moves (withdrawal, "WDRd4",
                "WDRd4-a1[-bRe5] WDRd4-b2[-bRe5] WDRd4-g1 WDRd4-d6 WDRd4-d5 WDRd4-f4 WDRd4-e4");
  g_autofree char *anti = solve_any_move ("Kh1 WDRd4", "Kh8 Re5 Pb1", "AntiKoeKo");
  assert_moves (anti, "WDRd4",
                "WDRd4-c3[-bRe5] WDRd4-f2 WDRd4-e3 WDRd4-a7 WDRd4-b6 WDRd4-c5 WDRd4-d1 WDRd4-d2 WDRd4-d3 WDRd4-a4 "
                "WDRd4-b4 WDRd4-c4 WDRd4-d8 WDRd4-d7 WDRd4-h4 WDRd4-g4");
  /* Check: the withdrawal that takes e5 touches nothing on e3 (no
   * check, the diagram legal) unless e2 holds a unit. */
  assert_diagram_check ("Kh1 WDRe4", "Ke5", "KoeKo", false);
  assert_diagram_check ("Kh1 WDRe4 Pe2", "Ke5", "KoeKo", true);
}

/* Sentinelles (sentinelles.c): a pawn on the departure square when the
 * move leaves it empty (a mutual destruction, a suicide too), none after
 * a swap, whose departure holds the unit swapped, none for the cannon
 * pawn, a pawn; ParaSentinelles counts every pawn a move took. */
static void
test_sentinelles (void)
{
  g_autofree char *out = solve_any_move ("Kh1 WDRd4 SWPh4 Sb3", "Kh8 Re5 Sh5 IMa4", "Sentinelles");
  assert_lines (out,
                (const char *[]) { "1.WDRd4-c3[-bRe5][+wPd4] !", "1.SWPh4<->bSh5 !", "1.SWPh4<->wWDRd4 !",
                                   "1.SWPh4*h5[-wSWPh5][+wPh4] !", "1.Sb3[-wSb3][+wPb3] !", NULL },
                NULL);
  g_autofree char *cannon = solve_any_move ("Kh1 CNPd3", "Kh8 Pd5", "Sentinelles");
  assert_moves (cannon, "CNPd3", "CNPd3-c2 CNPd3-e2 CNPd3-e4 CNPd3-c4 CNPd3-d2 CNPd3-c3 CNPd3-d4 CNPd3-e3");
  /* White has one pawn, Black had two, both taken: the sentinel stands
   * (counting only one taken, White would have more than Black). */
  g_autofree char *para = solve_any_move ("Kh1 LLc3 Pg2", "Kh8 Pc4 Pc6", "Sentinelles ParaSentinelles");
  assert_lines (para, (const char *[]) { "1.LLc3-c7[-bPc4][-bPc6][+wPc3] !", NULL }, NULL);
}

/* Neutral Rococo units: each plays, captures and is frozen for the side
 * that moves it; a neutral immobilizer freezes both sides' units beside
 * it, a neutral unit is frozen by the immobilizers of the side it does
 * not play for and by neutral ones; a neutral unit taken by a Rococo
 * capture is reborn or relocates its capturer as any unit taken. */
static void
test_neutral (void)
{
  g_autofree char *withdrawer = solve_with_neutrals ("Kh1", "Ka8 Re5", "WDRd4", NULL);
  assert_moves (withdrawer, "nWDRd4",
                "nWDRd4-a1[-bRe5] nWDRd4-b2[-bRe5] nWDRd4-c3[-bRe5] nWDRd4-f2 nWDRd4-e3 nWDRd4-a7 + nWDRd4-b6 "
                "nWDRd4-c5 nWDRd4-d1 nWDRd4-d2 nWDRd4-d3 nWDRd4-a4 nWDRd4-b4 nWDRd4-c4 nWDRd4-d8 nWDRd4-d7 "
                "nWDRd4-d6 nWDRd4-d5 nWDRd4-h4 nWDRd4-g4 nWDRd4-f4 nWDRd4-e4");
  /* It checks White's king too (Black would withdraw it): White must
   * answer, the rook cannot. */
  g_autofree char *check = solve_with_neutrals ("Ke5 Rh2", "Ka8", "WDRe4", NULL);
  assert_lines (check, (const char *[]) { "1.Ke5*e4 !", "1.nWDRe4-e3 !", NULL },
                (const char *[]) { "Rh2", "Ke5-d4", "nWDRe4-d5", NULL });
  g_autofree char *freezer = solve_with_neutrals ("Kh1 Sd5", "Ka8 Se3", "IMd4", NULL);
  assert_moves (freezer, "Sd5", "Sd5[-wSd5]");
  g_autofree char *frozen = solve_with_neutrals ("Kh1 IMc3", "Ka8 IMf5", "Sd4 Se4", NULL);
  assert_moves (frozen, "nSd4", "nSd4-b3 nSd4-c2 nSd4-e2 nSd4-f3 nSd4*f5 nSd4-e6 nSd4-c6 nSd4-b5");
  assert_moves (frozen, "nSe4", "nSe4[-nSe4]");
  /* Circe: the neutral pawns reborn as Black's (a7), the second finding
   * a7 taken; Anti-Circe: the capture of a neutral rook relocates. */
  g_autofree char *circe = solve_with_neutrals ("Kh1 LLa1", "Kh5", "Pa2 Pa4", "Circe");
  assert_lines (circe, (const char *[]) { "1.LLa1-a6[-nPa2][-nPa4][+nPa7] !", "1.LLa1-a7[-nPa2][-nPa4] !", NULL },
                NULL);
  g_autofree char *anticirce = solve_with_neutrals ("Kh1 WDRd4", "Ka8", "Re5", "AntiCirce");
  assert_lines (anticirce, (const char *[]) { "1.WDRd4-c3[-nRe5][wWDRc3->c8] !", NULL }, NULL);
  /* The frozen test and the swap back, by hand: a neutral knight beside
   * White's immobilizer is frozen for Black only; after White's swap
   * with a neutral swapper, Black may not swap the two back. */
  FaRules *rules = rules_for ("Kh1 IMc3 SWPd4", "Ka8 SWPd6 Sd2");
  FaPosition *pos = position_for (rules, "Kh1 IMc3 SWPd4", "Ka8", FA_WHITE);
  put (pos, "Sd2", 3u);
  put (pos, "SWPd6", 3u);
  fa_position_rehash (pos);
  g_assert_false (fa_rococo_frozen (pos, square ("d2"), FA_WHITE));
  g_assert_true (fa_rococo_frozen (pos, square ("d2"), FA_BLACK));
  fa_position_make (pos, (FaMove) { .from = square ("d4"), .to = square ("d6"), .special = FA_MOVE_SPECIAL_SWAP });
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  for (int i = 0; i < n; i++)
    g_assert_false (moves[i].special == FA_MOVE_SPECIAL_SWAP && moves[i].from == square ("d4")
                    && moves[i].to == square ("d6"));
  g_free (pos);
  fa_rules_free (rules);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (vectors); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rococo/vector/%s", vectors[i].id);
      g_test_add_data_func (path, &vectors[i], test_vector);
    }
  g_test_add_func ("/rococo/check", test_check_vectors);
  /* Make and unmake, keys and check, also where captures rebirth units
   * (several in one move) or a condition forbids some. */
  g_test_add_data_func ("/rococo/random-positions", NULL, test_random_positions);
  g_test_add_data_func ("/rococo/random-positions/circe", "Circe", test_random_positions);
  g_test_add_data_func ("/rococo/random-positions/mirror-circe", "MirrorCirce", test_random_positions);
  g_test_add_data_func ("/rococo/random-positions/monochrome", "MonochromChess", test_random_positions);
  static const char *const random_conditions[][2] = {
    { "anticirce", "AntiCirce" },
    { "anticirce-cheylan", "AntiCirce Cheylan" },
    { "mirror-anticirce", "MirrorAntiCirce" },
    { "file-anticirce", "FileAntiCirce" },
    { "symmetry-anticirce", "SymmetryAntiCirce" },
    { "andernach", "AndernachChess" },
    { "anti-andernach", "AntiAndernachChess" },
    { "tibet", "Tibet" },
    { "double-tibet", "DoubleTibet" },
    { "madrasi", "Madrasi" },
    { "madrasi-rex-inclusive", "Madrasi RexInclusive" },
    { "koeko", "KoeKo" },
    { "anti-koeko", "AntiKoeKo" },
    { "knight-koeko", "KoeKo Neighbour S" },
    { "sentinelles", "Sentinelles" },
    { "anticirce-koeko", "AntiCirce;KoeKo" },
    { "anticirce-cheylan-anti-koeko", "AntiCirce Cheylan;AntiKoeKo" },
    { "anticirce-madrasi", "FileAntiCirce;Madrasi" },
    { "anticirce-andernach", "AntiCirce;AndernachChess" },
    { "circe-andernach-koeko", "Circe;AndernachChess;KoeKo" },
    { "madrasi-monochrome", "Madrasi;MonochromChess" },
    { "neutral", "Neutral" },
    { "neutral-circe", "Neutral;Circe" },
    { "neutral-anticirce", "Neutral;AntiCirce" },
    { "neutral-madrasi", "Neutral;Madrasi" },
    { "neutral-koeko", "Neutral;KoeKo" },
    { "neutral-andernach-sentinelles", "Neutral;AndernachChess;Sentinelles PionNeutre" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (random_conditions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rococo/random-positions/%s", random_conditions[i][0]);
      g_test_add_data_func (path, random_conditions[i][1], test_random_positions);
    }
  g_test_add_data_func ("/rococo/mates-in-one", NULL, test_mates_in_one);
  /* The solver's mates in one (its legality filter, check prediction and
   * goal test) against counting them move by move, under each condition
   * the Rococo pieces combine with. */
  static const char *const mate_conditions[] = {
    "AntiCirce", "AntiCirce Cheylan", "SymmetryAntiCirce", "AndernachChess", "AntiAndernachChess", "DoubleTibet",
    "Madrasi", "KoeKo", "AntiKoeKo", "Sentinelles", "Circe",
  };
  for (size_t i = 0; i < G_N_ELEMENTS (mate_conditions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rococo/mates-in-one/%s", mate_conditions[i]);
      g_test_add_data_func (path, mate_conditions[i], test_mates_in_one);
    }
  g_test_add_func ("/rococo/with-conditions", test_with_conditions);
  g_test_add_func ("/rococo/anticirce", test_anticirce);
  g_test_add_func ("/rococo/colour-changes", test_colour_changes);
  g_test_add_func ("/rococo/madrasi", test_madrasi);
  g_test_add_func ("/rococo/koeko", test_koeko);
  g_test_add_func ("/rococo/sentinelles", test_sentinelles);
  g_test_add_func ("/rococo/neutral", test_neutral);
  return g_test_run ();
}
