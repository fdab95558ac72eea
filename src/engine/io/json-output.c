#include "io/json-output.h"

#include "io/popeye-text.h"

void
fa_json_append_string (GString *out, const char *s)
{
  if (!s)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '"');
  for (const unsigned char *p = (const unsigned char *) s; *p; p++)
    {
      switch (*p)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\t': g_string_append (out, "\\t"); break;
        case '\r': g_string_append (out, "\\r"); break;
        default:
          if (*p < 0x20)
            g_string_append_printf (out, "\\u%04x", *p);
          else
            g_string_append_c (out, (char) *p);
        }
    }
  g_string_append_c (out, '"');
}

static const char *
role_name (FaNodeRole role)
{
  switch (role)
    {
    case FA_NODE_ROOT: return "root";
    case FA_NODE_PHASE: return "phase";
    case FA_NODE_KEY: return "key";
    case FA_NODE_TRY: return "try";
    case FA_NODE_THREAT: return "threat";
    case FA_NODE_DEFENCE: return "defence";
    case FA_NODE_REFUTATION: return "refutation";
    case FA_NODE_CONTINUATION: return "continuation";
    case FA_NODE_HELP_MOVE: return "move";
    case FA_NODE_OBLIGED_GOAL: return "obliged-goal";
    }
  return "unknown";
}

static const char *
phase_name (FaPhaseKind kind)
{
  switch (kind)
    {
    case FA_PHASE_SET_PLAY: return "set-play";
    case FA_PHASE_SOLUTION: return "solution";
    case FA_PHASE_DUPLEX: return "duplex";
    }
  return "unknown";
}

static const char *
colour_name (FaColour c)
{
  return c == FA_COLOUR_WHITE ? "white" : c == FA_COLOUR_BLACK ? "black" : "neutral";
}

static void
append_square (GString *out, int files, FaSquare sq)
{
  char buf[4];
  if (sq == FA_NO_SQUARE)
    g_string_append (out, "null");
  else
    g_string_append_printf (out, "\"%s\"", fa_square_name_for (files, sq, buf));
}

static void
append_node (GString *out, const FaSolution *sol, const FaSolutionNode *node)
{
  const FaMoveRecord *m = &node->move;
  g_autofree char *notation = fa_move_record_format (m, sol->files, sol->ranks);
  g_string_append (out, "{\"role\":");
  fa_json_append_string (out, role_name (node->role));
  g_string_append_printf (out, ",\"side\":\"%s\",\"number\":%d,\"notation\":", m->side ? "black" : "white", m->number);
  fa_json_append_string (out, notation);
  g_string_append (out, ",\"piece\":");
  fa_json_append_string (out, m->piece ? m->piece->code : NULL);
  g_string_append (out, ",\"colour\":");
  fa_json_append_string (out, colour_name (m->colour));
  g_string_append (out, ",\"from\":");
  append_square (out, sol->files, m->from);
  g_string_append (out, ",\"to\":");
  append_square (out, sol->files, m->to);
  g_string_append (out, ",\"via\":");
  append_square (out, sol->files, (m->flags & FA_RECORD_VIA) ? m->via : FA_NO_SQUARE);
  g_string_append (out, ",\"captured\":");
  fa_json_append_string (out, m->captured ? m->captured->code : NULL);
  g_string_append (out, ",\"capture_square\":");
  append_square (out, sol->files, m->captured ? m->capture_square : FA_NO_SQUARE);
  g_string_append (out, ",\"promotion\":");
  fa_json_append_string (out, m->promotion ? m->promotion->code : NULL);
  g_string_append (out, ",\"castling\":");
  fa_json_append_string (out, (m->flags & FA_RECORD_CASTLE_SHORT) ? "short"
                              : (m->flags & FA_RECORD_CASTLE_LONG) ? "long" : NULL);
  g_string_append_printf (out, ",\"en_passant\":%s", (m->flags & FA_RECORD_EN_PASSANT) ? "true" : "false");
  /* A retractor's moves only: a retraction (the move taken back, its
   * captured unit the one put back), or a forward move after "&". */
  if (m->flags & FA_RECORD_RETRACTION)
    g_string_append (out, ",\"retraction\":true");
  if (m->flags & FA_RECORD_FORWARD)
    g_string_append (out, ",\"forward\":true");
  /* Rococo moves only: a swap (its partner the effect "swapped"), a
   * suicide (its removal the effect). */
  if (m->flags & FA_RECORD_SWAP)
    g_string_append (out, ",\"swap\":true");
  if (m->flags & FA_RECORD_SUICIDE)
    g_string_append (out, ",\"suicide\":true");
  g_string_append (out, ",\"effects\":[");
  for (int i = 0; i < m->n_effects; i++)
    {
      const FaEffectRecord *e = &m->effects[i];
      g_string_append (out, i ? ",{\"kind\":" : "{\"kind\":");
      fa_json_append_string (out, e->kind == FA_RECORD_EFFECT_REBIRTH      ? "rebirth"
                                  : e->kind == FA_RECORD_EFFECT_RELOCATION ? "relocation"
                                  : e->kind == FA_RECORD_EFFECT_RECOLOUR   ? "colour-change"
                                  : e->kind == FA_RECORD_EFFECT_ADDITION   ? "addition"
                                  : e->kind == FA_RECORD_EFFECT_REBIRTH_PROMOTION ? "rebirth-promotion"
                                  : e->kind == FA_RECORD_EFFECT_REMOVAL ? "removal"
                                  : e->kind == FA_RECORD_EFFECT_ASSASSINATION ? "assassination"
                                  : e->kind == FA_RECORD_EFFECT_SWAPPED ? "swapped"
                                  : e->kind == FA_RECORD_EFFECT_ARRAY_START ? "game-array-start"
                                                                           : NULL);
      g_string_append (out, ",\"from\":");
      append_square (out, sol->files, e->from);
      g_string_append (out, ",\"piece\":");
      fa_json_append_string (out, e->piece->code);
      g_string_append (out, ",\"colour\":");
      fa_json_append_string (out, colour_name ((FaColour) e->colour));
      g_string_append (out, ",\"square\":");
      append_square (out, sol->files, e->square);
      g_string_append (out, "}");
    }
  g_string_append (out, "]");
  g_string_append (out, ",\"mark\":");
  fa_json_append_string (out, (node->marks & FA_MARK_MATE) ? "mate"
                              : (node->marks & FA_MARK_AUTO_STALEMATE) ? "auto-stalemate"
                              : (node->marks & FA_MARK_DOUBLE_STALEMATE) ? "double-stalemate"
                              : (node->marks & FA_MARK_STALEMATE) ? "stalemate"
                              : (node->marks & FA_MARK_CHECK) ? "check" : NULL);
  g_string_append_printf (out, ",\"threat\":%s,\"zugzwang\":%s,\"children\":[",
                          (node->marks & FA_MARK_THREAT_FOLLOWS) ? "true" : "false",
                          (node->marks & FA_MARK_ZUGZWANG) ? "true" : "false");
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    {
      if (i)
        g_string_append_c (out, ',');
      append_node (out, sol, fa_solution_node_child (node, i));
    }
  g_string_append (out, "]}");
}

static const char *
status_name (FaSolveStatus status)
{
  switch (status)
    {
    case FA_SOLVE_COMPLETE: return "complete";
    case FA_SOLVE_PARTIAL: return "partial";
    case FA_SOLVE_CANCELLED: return "cancelled";
    case FA_SOLVE_TIMED_OUT: return "timed-out";
    }
  return "unknown";
}

void
fa_json_append_problem (GString *out, const FaProblem *p, GPtrArray *solutions)
{
  char stip[32] = "";
  if (p->has_stipulation)
    fa_stipulation_format (&p->stipulation, stip);
  g_string_append (out, "{\"source\":{\"file\":");
  fa_json_append_string (out, p->source_name);
  g_string_append_printf (out, ",\"line\":%d},\"author\":", p->source_line);
  fa_json_append_string (out, p->author);
  g_string_append (out, ",\"origin\":");
  fa_json_append_string (out, p->origin);
  g_string_append (out, ",\"title\":");
  fa_json_append_string (out, p->title);
  g_string_append (out, ",\"stipulation\":");
  fa_json_append_string (out, p->has_stipulation ? stip : NULL);
  g_string_append_printf (out, ",\"board\":{\"files\":%d,\"ranks\":%d},\"pieces\":[", p->files, p->ranks);
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      g_string_append_printf (out, "%s{\"colour\":\"%s\",\"piece\":", i ? "," : "", colour_name (pp->colour));
      fa_json_append_string (out, pp->spec->code);
      g_string_append (out, ",\"square\":");
      append_square (out, p->files, pp->square);
      /* Popeye's attributes and Faerie's MWU, only where a unit has them. */
      if (pp->royal)
        g_string_append (out, ",\"royal\":true");
      if (pp->paralysing)
        g_string_append (out, ",\"paralysing\":true");
      if (pp->mwu)
        g_string_append (out, ",\"mwu\":true");
      g_string_append_c (out, '}');
    }
  g_string_append (out, "],\"twins\":[");
  for (guint i = 0; i < solutions->len; i++)
    {
      const FaSolution *sol = g_ptr_array_index (solutions, i);
      g_autofree char *description = fa_twin_describe (p, i);
      g_string_append (out, i ? ",{\"label\":" : "{\"label\":");
      fa_json_append_string (out, sol->twin_label);
      g_string_append (out, ",\"description\":");
      fa_json_append_string (out, description);
      g_string_append (out, ",\"status\":");
      /* A twin that could not be solved is not "complete", whatever the
       * search (which never ran) left in its status. */
      fa_json_append_string (out, sol->error ? "error" : status_name (sol->status));
      g_string_append (out, ",\"error\":");
      fa_json_append_string (out, sol->error);
      g_string_append (out, ",\"error_at\":");
      if (sol->error && sol->error_at.line > 0)
        g_string_append_printf (out, "{\"line\":%d,\"column\":%d}", sol->error_at.line, sol->error_at.column);
      else
        g_string_append (out, "null");
      g_string_append (out, ",\"warning\":");
      fa_json_append_string (out, sol->warning);
      if (sol->check_report)
        {
          g_string_append_printf (out, ",\"check_line\":{\"holds\":%s,\"report\":", sol->check_holds ? "true" : "false");
          fa_json_append_string (out, sol->check_report);
          g_string_append_c (out, '}');
        }
      g_string_append_printf (out, ",\"nodes\":%" G_GUINT64_FORMAT ",\"seconds\":%.3f,\"phases\":[",
                              sol->nodes, sol->seconds);
      for (guint j = 0; j < fa_solution_node_n_children (sol->root); j++)
        {
          const FaSolutionNode *phase = fa_solution_node_child (sol->root, j);
          g_string_append (out, j ? ",{\"kind\":" : "{\"kind\":");
          fa_json_append_string (out, phase_name (phase->phase));
          g_string_append (out, ",\"moves\":[");
          for (guint k = 0; k < fa_solution_node_n_children (phase); k++)
            {
              if (k)
                g_string_append_c (out, ',');
              append_node (out, sol, fa_solution_node_child (phase, k));
            }
          g_string_append (out, "]}");
        }
      g_string_append (out, "]}");
    }
  g_string_append (out, "]}");
}
