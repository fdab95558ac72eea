/* Stipulations in Popeye's notation: "#2", "h#2.5", "s#3", "r=2",
 * "ser-h#7", "hs#2", "hr#1.5", "ser-hs#4".  Popeye reads them case-insensitively and always writes them
 * in lower case, so do we. */
#include "problem/stipulation.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* More moves than this is certainly a typo, and the bound keeps the
 * number far away from integer overflow. */

static char
lower_ascii (char c)
{
  return (c >= 'A' && c <= 'Z') ? (char) (c - 'A' + 'a') : c;
}

static bool
fail (int *error_pos, const char **expected, int pos, const char *what)
{
  if (error_pos)
    *error_pos = pos;
  if (expected)
    *expected = what;
  return false;
}

static bool
starts_with_nocase (const char *text, const char *prefix)
{
  for (; *prefix; text++, prefix++)
    if (lower_ascii (*text) != *prefix)
      return false;
  return true;
}

bool
fa_stipulation_parse (const char *text, FaStipulation *out,
                      int *error_pos, const char **expected)
{
  FaStipulation s = { .play = FA_PLAY_DIRECT, .goal = FA_GOAL_MATE };
  int pos = 0;

  if (text == NULL)
    /* Translators: these descriptions complete "expected %s"; #2, h#3 and
     * the like are Popeye stipulations and stay as they are. */
    return fail (error_pos, expected, 0, N_("a stipulation such as #2 or h#3"));

  /* A retractor, "-7 & #1" (RET-1): the retractions, then the forward
   * play, one move (#1, s#1, =1; h#1 for a help retractor). */
  if (text[0] == '-')
    {
      pos = 1;
      if (text[pos] < '0' || text[pos] > '9')
        return fail (error_pos, expected, pos, N_("the number of retractions"));
      long retractions = 0;
      while (text[pos] >= '0' && text[pos] <= '9')
        {
          retractions = retractions * 10 + (text[pos] - '0');
          if (retractions > FA_MAX_RETRACTIONS)
            return fail (error_pos, expected, 1, N_("a number of retractions no greater than 99"));
          pos++;
        }
      if (retractions == 0)
        return fail (error_pos, expected, 1, N_("a number of retractions of at least 1"));
      while (text[pos] == ' ')
        pos++;
      if (text[pos] != '&')
        return fail (error_pos, expected, pos, N_("& and the forward play, as in -7 & #1"));
      pos++;
      while (text[pos] == ' ')
        pos++;
      int forward_pos = 0;
      if (!fa_stipulation_parse (text + pos, &s, &forward_pos, expected))
        {
          if (error_pos)
            *error_pos = pos + forward_pos;
          return false;
        }
      if (s.series || s.prefix || s.half || s.moves != 1
          || !(s.play == FA_PLAY_DIRECT || s.play == FA_PLAY_SELF || s.play == FA_PLAY_HELP)
          || !(s.goal == FA_GOAL_MATE || s.goal == FA_GOAL_STALEMATE))
        return fail (error_pos, expected, pos, N_("a forward play of one move: #1, s#1, =1 or h#1"));
      s.retractions = (int) retractions;
      if (out)
        *out = s;
      return true;
    }

  /* n->ser-#m: the double series (digits then "->"; digits alone are no
   * stipulation, and the error says what one looks like). */
  int digits = 0;
  while (text[digits] >= '0' && text[digits] <= '9')
    digits++;
  if (digits > 0 && text[digits] == '-' && text[digits + 1] == '>')
    {
      long prefix = 0;
      for (; pos < digits; pos++)
        {
          prefix = prefix * 10 + (text[pos] - '0');
          if (prefix > FA_MAX_STIPULATION_MOVES)
            return fail (error_pos, expected, 0, N_("a number of moves no greater than 999"));
        }
      if (prefix == 0)
        return fail (error_pos, expected, 0, N_("a number of moves of at least 1"));
      pos += 2;
      if (!starts_with_nocase (text + pos, "ser-") || text[pos + 4] == 'h' || text[pos + 4] == 'H'
          || text[pos + 4] == 's' || text[pos + 4] == 'S' || text[pos + 4] == 'r' || text[pos + 4] == 'R')
        return fail (error_pos, expected, pos, N_("a double series such as 2->ser-#3"));
      s.prefix = (int) prefix;
    }

  if (starts_with_nocase (text + pos, "ser-"))
    {
      s.series = true;
      pos += 4;
    }

  switch (lower_ascii (text[pos]))
    {
    case 'h':
      s.play = FA_PLAY_HELP;
      pos++;
      /* hs#n, hr#n: help play ending in a selfmate (reflexmate) in 1.
       * Popeye has no series help-reflex play. */
      if (lower_ascii (text[pos]) == 's')
        {
          s.play = FA_PLAY_HELP_SELF;
          pos++;
        }
      else if (lower_ascii (text[pos]) == 'r' && !s.series)
        {
          s.play = FA_PLAY_HELP_REFLEX;
          pos++;
        }
      break;
    case 's':
      s.play = FA_PLAY_SELF;
      pos++;
      break;
    case 'r':
      s.play = FA_PLAY_REFLEX;
      pos++;
      break;
    default:
      break;
    }

  /* "==" must be tried before "=". */
  if (text[pos] == '!' && text[pos + 1] == '=')
    {
      s.goal = FA_GOAL_AUTO_STALEMATE;
      pos += 2;
    }
  else if (text[pos] == '=' && text[pos + 1] == '=')
    {
      s.goal = FA_GOAL_DOUBLE_STALEMATE;
      pos += 2;
    }
  else if (text[pos] == '=')
    {
      s.goal = FA_GOAL_STALEMATE;
      pos++;
    }
  else if (text[pos] == '#')
    {
      s.goal = FA_GOAL_MATE;
      pos++;
    }
  else if (text[pos] == '+')
    {
      s.goal = FA_GOAL_CHECK;
      pos++;
    }
  else if (text[pos] == '~')
    {
      s.goal = FA_GOAL_ANY;
      pos++;
    }
  else if (pos == 0)
    return fail (error_pos, expected, pos,
                 N_("a stipulation such as #2, h#3, s#2, r#2 or ser-h#5"));
  else
    return fail (error_pos, expected, pos, N_("a goal: #, =, ==, !=, + or ~"));

  if (text[pos] < '0' || text[pos] > '9')
    return fail (error_pos, expected, pos, N_("the number of moves"));
  int number_start = pos;
  long moves = 0;
  while (text[pos] >= '0' && text[pos] <= '9')
    {
      moves = moves * 10 + (text[pos] - '0');
      if (moves > FA_MAX_STIPULATION_MOVES)
        return fail (error_pos, expected, number_start,
                     N_("a number of moves no greater than 999"));
      pos++;
    }
  s.moves = (int) moves;

  if (text[pos] == '.')
    {
      /* Only help play counts half moves: h#2.5 lets White start. */
      if (!fa_play_is_help (s.play) || s.series)
        return fail (error_pos, expected, pos,
                     N_("the end of the stipulation (only help play has n.5 moves)"));
      if (text[pos + 1] != '5')
        return fail (error_pos, expected, pos + 1, N_("5 after the decimal point"));
      s.half = true;
      pos += 2;
    }

  if (s.moves == 0 && !s.half)
    return fail (error_pos, expected, number_start,
                 N_("a number of moves of at least 1"));

  if (text[pos] != '\0')
    return fail (error_pos, expected, pos, N_("the end of the stipulation"));

  if (out)
    *out = s;
  return true;
}

const char *
fa_goal_symbol (FaGoal goal)
{
  switch (goal)
    {
    case FA_GOAL_MATE:
      return "#";
    case FA_GOAL_STALEMATE:
      return "=";
    case FA_GOAL_DOUBLE_STALEMATE:
      return "==";
    case FA_GOAL_CHECK:
      return "+";
    case FA_GOAL_AUTO_STALEMATE:
      return "!=";
    case FA_GOAL_ANY:
      return "~";
    default:
      return "?";
    }
}

static const char *
play_prefix (FaPlay play)
{
  switch (play)
    {
    case FA_PLAY_HELP:
      return "h";
    case FA_PLAY_HELP_SELF:
      return "hs";
    case FA_PLAY_HELP_REFLEX:
      return "hr";
    case FA_PLAY_SELF:
      return "s";
    case FA_PLAY_REFLEX:
      return "r";
    case FA_PLAY_DIRECT:
    default:
      return "";
    }
}

char *
fa_stipulation_format (const FaStipulation *s, char *buf)
{
  if (s->retractions > 0)
    {
      FaStipulation forward = *s;
      forward.retractions = 0;
      char rest[32];
      snprintf (buf, 32, "-%d & %s", MIN (s->retractions, FA_MAX_RETRACTIONS), fa_stipulation_format (&forward, rest));
      return buf;
    }
  /* The longest result, "999->ser-==999" or "ser-h==999.5", fits easily
   * in 32 bytes. */
  int moves = s->moves;
  if (moves < 0)
    moves = 0;
  if (moves > FA_MAX_STIPULATION_MOVES)
    moves = FA_MAX_STIPULATION_MOVES;
  int n = 0;
  if (s->prefix > 0)
    n = snprintf (buf, 32, "%d->", s->prefix > FA_MAX_STIPULATION_MOVES ? FA_MAX_STIPULATION_MOVES : s->prefix);
  snprintf (buf + n, (size_t) (32 - n), "%s%s%s%d%s",
            s->series ? "ser-" : "",
            play_prefix (s->play),
            fa_goal_symbol (s->goal),
            moves,
            s->half ? ".5" : "");
  return buf;
}
