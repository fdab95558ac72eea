#include "problem/uc73.h"

#include <string.h>

/* Section 2.1's codes, in its order. */
static const char *const type_codes[FA_UC73_TYPES] = {
  "K",   "Q",   "AM",  "EM",  "PR",  "ET",  "WA",  "UN",  "S",   "N",   "R",   "DRK", "DRH", "HV",  "NW",
  "NF",  "NG",  "GRY", "AAN", "SQN", "SIS", "NDB", "NAL", "CHS", "RO",  "DH",  "LE",  "CM",  "LL",  "SWP",
  "WDR", "ADV", "IM",  "CNP", "WOR", "WMF", "WAF", "EF",  "BD",  "CN",  "FN",  "FAD", "CO",  "HD",  "CGR",
  "SR",  "FLC", "SGE", "ESE", "ED",  "DD",  "AA",  "FNQ", "FQN", "FNR", "FRN", "FNB", "FBN", "FBR", "FRB",
  "WEL", "SHA", "HE",  "JG",  "ZG",  "MI",  "HP",  "TN",  "FK",  "OL",  "LW",  "SG",  "GU",
};

const FaPieceSpec *const *
fa_uc73_types (void)
{
  static const FaPieceSpec *types[FA_UC73_TYPES];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (int i = 0; i < FA_UC73_TYPES; i++)
        {
          types[i] = fa_piece_lookup_code (type_codes[i], strlen (type_codes[i]));
          g_assert (types[i] != NULL); /* the catalogue has every UC-73 type */
        }
      g_once_init_leave (&done, 1);
    }
  return types;
}

/* One side's arrangement: the king on a random file of the first rank,
 * the 72 others shuffled, the first seven of them beside the king in file
 * order, the rest the drop queue. */
static void
arrange_side (FaUc73Start *start, int side, GRand *rand)
{
  const FaPieceSpec *const *types = fa_uc73_types ();
  const FaPieceSpec *others[FA_UC73_TYPES - 1];
  for (int i = 1; i < FA_UC73_TYPES; i++)
    others[i - 1] = types[i];
  for (int i = FA_UC73_TYPES - 2; i > 0; i--)
    {
      int j = g_rand_int_range (rand, 0, i + 1);
      const FaPieceSpec *t = others[i];
      others[i] = others[j];
      others[j] = t;
    }
  int king_file = g_rand_int_range (rand, 0, 8), next = 0;
  for (int file = 0; file < 8; file++)
    start->first_rank[side][file] = file == king_file ? types[0] : others[next++];
  for (int k = 0; k < FA_UC73_RESERVE; k++)
    start->reserve[side][k] = others[next++];
}

void
fa_uc73_start (FaUc73Start *start, guint64 seed, gboolean symmetric)
{
  /* GRand takes 32-bit seeds: the seed's two halves make its array. */
  guint32 words[2] = { (guint32) seed, (guint32) (seed >> 32) };
  GRand *rand = g_rand_new_with_seed_array (words, 2);
  arrange_side (start, 0, rand);
  if (symmetric)
    {
      memcpy (start->first_rank[1], start->first_rank[0], sizeof start->first_rank[0]);
      memcpy (start->reserve[1], start->reserve[0], sizeof start->reserve[0]);
    }
  else
    arrange_side (start, 1, rand);
  g_rand_free (rand);
}

void
fa_uc73_append_fen_piece (GString *fen, const FaPieceSpec *spec, int side)
{
  if (spec == fa_piece_king () || spec == fa_piece_queen () || spec == fa_piece_rook () || spec == fa_piece_knight ()
      || spec == fa_piece_bishop () || spec == fa_piece_pawn ())
    {
      /* The orthodox letters (the knight is n in FEN, S in Popeye). */
      char letter = spec == fa_piece_knight () ? 'n' : g_ascii_tolower (spec->code[0]);
      g_string_append_c (fen, side == 0 ? g_ascii_toupper (letter) : letter);
      return;
    }
  g_autofree char *code = side == 0 ? g_ascii_strup (spec->code, -1) : g_ascii_strdown (spec->code, -1);
  g_string_append_printf (fen, "[%s]", code);
}

char *
fa_uc73_start_fen (const FaUc73Start *start)
{
  GString *fen = g_string_new (NULL);
  /* Rank 8 first: Black's first rank, its pawns, four empty ranks,
   * White's pawns and first rank. */
  for (int file = 0; file < 8; file++)
    fa_uc73_append_fen_piece (fen, start->first_rank[1][file], 1);
  g_string_append (fen, "/pppppppp/8/8/8/8/PPPPPPPP/");
  for (int file = 0; file < 8; file++)
    fa_uc73_append_fen_piece (fen, start->first_rank[0][file], 0);
  g_string_append (fen, " w - -");
  return g_string_free (fen, FALSE);
}

char *
fa_uc73_start_reserve_text (const FaUc73Start *start)
{
  GString *out = g_string_new (NULL);
  for (int side = 0; side < 2; side++)
    {
      g_string_append (out, side == 0 ? "White reserve:" : "Black reserve:");
      for (int k = 0; k < FA_UC73_RESERVE; k++)
        {
          /* Section 1.3: file A + (k mod 13); rank 1 + k / 13 for White,
           * 10 - k / 13 for Black (k from 0 here). */
          int rank = side == 0 ? 1 + k / 13 : 10 - k / 13;
          g_string_append_printf (out, "%s %c%d %s", k ? "," : "", 'A' + k % 13, rank, start->reserve[side][k]->code);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
