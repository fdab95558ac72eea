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
/* data: a condition line the Rococo pieces combine with, or NULL. */
static void
test_random_positions (gconstpointer data)
{
  const char *condition = data;
  static const char *const codes[] = { "CM", "LL", "SWP", "WDR", "ADV", "IM", "CNP", "Q", "S", "P", "LE", "G" };
  const FaPieceSpec *specs[G_N_ELEMENTS (codes)];
  for (size_t i = 0; i < G_N_ELEMENTS (codes); i++)
    specs[i] = fa_piece_lookup_code (codes[i], strlen (codes[i]));
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, G_N_ELEMENTS (codes), &error);
  fa_rococo_install (rules);
  if (condition)
    {
      int bad = 0;
      char *condition_error = NULL;
      g_assert_true (fa_conditions_compile (rules, (char *const *) &condition, 1, &bad, &condition_error));
    }
  GRand *rand = g_rand_new_with_seed (73);
  FaPosition *pos = g_new (FaPosition, 1), *fresh = g_new (FaPosition, 1);
  int checks = 0, taken_kings = 0;
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
          fa_position_put (pos, sq, fa_piece_make (kind, 1u << g_rand_int_range (rand, 0, 2)));
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
              takes_king |= pos->king[side ^ 1] == FA_NO_SQUARE;
              fa_position_unmake (pos);
              g_assert_true (memcmp (board, pos->board, sizeof board) == 0);
              g_assert_cmpuint (pos->hash, ==, key);
            }
          /* The side not to move is attacked when the side to move can
           * take its king. */
          g_assert_cmpint (fa_in_check (pos, side ^ 1), ==, takes_king);
          checks += takes_king;
        }
      taken_kings++;
    }
  /* The positions tested some checks, and not only checks. */
  g_assert_cmpint (checks, >, 20);
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

/* count_mates with rules of the kinds on pos's board alone. */
static int
count_mates_with_own_kinds (const FaPosition *pos)
{
  const FaPieceSpec *specs[64];
  int n = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    specs[n++] = pos->rules->kinds[fa_piece_kind (pos->board[pos->occupied[i]])].spec;
  const char *error = NULL;
  FaRules *own = fa_rules_new (8, 8, NULL, specs, n, &error);
  fa_rococo_install (own);
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

static void
test_mates_in_one (void)
{
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
  while (problems < 200)
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
      int mates = count_mates_with_own_kinds (pos);
      g_autofree char *text = g_strdup_printf ("BeginProblem\n%s\nStipulation #1\nOption NoBoard\nEndProblem\n", pieces);
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
  g_assert_cmpint (with_mates, >, 20);
  g_rand_free (rand);
  g_free (pos);
  fa_rules_free (rules);
}

/* Solves a problem of white and black pieces under condition, with every
 * move of White listed (~1); the text as the solver writes it, or the
 * first twin's error. */
static char *
solve_any_move (const char *white, const char *black, const char *condition)
{
  g_autofree char *text = g_strdup_printf ("BeginProblem\nPieces\nWhite %s\nBlack %s\nStipulation ~1\n"
                                           "Condition %s\nOption NoBoard\nEndProblem\n",
                                           white, black, condition);
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
  g_autofree char *mono_check = solve_any_move ("Kh1 WDRe4 Pe2", "Ke5", "MonochromChess");
  g_assert_false (g_str_has_prefix (mono_check, "error"));
  g_autofree char *orthodox_check = solve_any_move ("Kh1 WDRe4 Pe2", "Ke5", "Circe");
  g_assert_true (g_str_has_prefix (orthodox_check, "error"));
  /* White Maximummer: the long leap over both pawns (a1-a7, 36) is the
   * longest move. */
  g_autofree char *max = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "WhiteMaximummer");
  assert_lines (max, (const char *[]) { "1.LLa1-a7[-bPa2][-bPa4] !", NULL },
                (const char *[]) { "WDRd4", "LLa1-a6", "Kg1", NULL });
  /* The others are refused, naming the condition. */
  g_autofree char *anti = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "AntiCirce");
  assert_lines (anti, (const char *[]) { "error: AntiCirce with Rococo pieces is not supported yet", NULL }, NULL);
  g_autofree char *pwc = solve_any_move ("Kg1 WDRd4 LLa1", "Ka8 Re5 Pa2 Pa4", "Circe Parrain");
  g_assert_true (g_str_has_prefix (pwc, "error"));
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
  g_test_add_func ("/rococo/mates-in-one", test_mates_in_one);
  g_test_add_func ("/rococo/with-conditions", test_with_conditions);
  return g_test_run ();
}
