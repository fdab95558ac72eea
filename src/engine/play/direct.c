/* Direct, self and reflex play (#n, s#n, r#n and their other goals): an
 * AND/OR search where the attacker forces the outcome against every
 * defence, then the solution tree Popeye prints: key, threat, variations,
 * tries with refutations, set play. */
#include "rules/move-list.h"
#include "play/search.h"

#include "rules/check.h"
#include "rules/conditions/mars.h"

#include <string.h>

/* Salts keep attack and defence results apart in the one table. */
#define SALT_ATTACK 0x9d39247e33776d41ull
#define SALT_DEFENCE 0x2af7398005aaa5c7ull
/* Positions where Option Threat's test applies are apart in the table:
 * a result there says nothing of the same position with fewer moves to
 * come, where it does not (the table's "a win within k holds within
 * more" would not hold across). */
#define SALT_THREAT_GUARD 0x8c3f2b7a61d4e915ull

/* Option Threat m, as Popeye applies it: the defender to move with n
 * attacker moves to come, n >= m, defends by a position where the
 * attacker would threaten nothing within m.  Direct play only. */
static gboolean
threat_guarded (const FaSearch *s, int n)
{
  int m = s->problem->options.threat;
  return m > 0 && n >= m && s->play == FA_PLAY_DIRECT;
}

static gboolean attack_wins (FaSearch *s, int n);
static int attack_length (FaSearch *s, int n);

/* Reflex play: whoever can reach the goal in one move must. */
static gboolean
is_reflex (const FaSearch *s)
{
  return s->play == FA_PLAY_REFLEX;
}

/* The defence just made, of an n-move attack: does the attacker still
 * succeed? */
static gboolean
defence_holds_not (FaSearch *s, int n, gboolean self)
{
  if (self)
    return fa_search_goal_reached (s) || (n > 1 && attack_wins (s, n - 1));
  return attack_wins (s, n);
}

/* Sorts the candidate moves by how many legal moves each leaves the
 * opponent, fewest first (ties in generation order), and drops the
 * illegal ones; returns how many are left.  Popeye orders defences so:
 * a defence that leaves the attacker little choice is the likeliest
 * refutation, and finding refutations first is what keeps a direct-play
 * tree small (Kampmann's #5 with Sentinelles: the attacker's moves two
 * before the mate searched 11 times fewer). */
static int
order_by_replies (FaSearch *s, FaMove *moves, int count, const FaLegality *legality)
{
  FA_SCRATCH_ARRAY (int, replies, count);
  FA_MOVE_LIST (answers, &s->pos);
  int kept = 0;
  for (int i = 0; i < count; i++)
    {
      FaMove m = moves[i];
      if (!fa_search_make_if_legal (s, legality, m))
        continue;
      int r = fa_generate_legal (&s->pos, answers);
      fa_search_unmake (s);
      /* insertion: stable, and the lists are short */
      int j = kept++;
      for (; j > 0 && replies[j - 1] > r; j--)
        {
          replies[j] = replies[j - 1];
          moves[j] = moves[j - 1];
        }
      replies[j] = r;
      moves[j] = m;
    }
  return kept;
}

/* The defender to move after an attacker move of an n-move attack; did
 * the attacker succeed? */
static gboolean
defence_fails (FaSearch *s, int n)
{
  if (s->stopped)
    return FALSE;
  uint64_t key = s->pos.hash ^ SALT_DEFENCE ^ (threat_guarded (s, n) ? SALT_THREAT_GUARD : 0);
  FaTTResult e = fa_tt_probe (&s->tt, key);
  if (e.found && e.win_within && e.win_within <= n)
    return TRUE;
  if (e.found && e.fail_within >= n)
    return FALSE;

  gboolean self = s->play != FA_PLAY_DIRECT;
  if (is_reflex (s) && fa_search_has_goal_move (s))
    {
      fa_tt_store (&s->tt, key, n, 0);
      return TRUE; /* the defender must reach the goal */
    }
  /* Direct play: the attacker mates with n moves, the defender having n;
   * selfplay: the defender (to move) mates with n against n - 1. */
  gboolean possible = (n < 2 && !self)
                      || (!self ? fa_search_mate_possible (s, s->pos.side ^ 1, n, n)
                                : fa_search_mate_possible (s, s->pos.side, n, n - 1));
  if (!possible)
    {
      if (!s->stopped)
        fa_tt_store (&s->tt, key, 0, n);
      return FALSE;
    }
  if (threat_guarded (s, n) && !fa_in_check (&s->pos, s->pos.side))
    {
      /* Option Threat m ("#n/m"): with m moves or more to come, the
       * defender has defended as soon as the attacker threatens nothing
       * within m moves. */
      FaMove pass = FA_PASS_MOVE;
      fa_position_make (&s->pos, pass);
      gboolean threatens = attack_length (s, s->problem->options.threat) > 0;
      fa_position_unmake (&s->pos);
      if (!threatens)
        {
          if (!s->stopped)
            fa_tt_store (&s->tt, key, 0, n);
          return FALSE;
        }
    }
  FaLegality legality;
  int slot = MIN (n, 127);
  /* A defender without a legal move has not lost (a stalemate). */
  gboolean result = TRUE, defended = FALSE;
  /* The defence that refuted here last, before the others are generated:
   * it often refutes again, and then they never are.  Not in direct play
   * with three attacker moves or more to come: there the defences go by
   * the attacker's replies (below), which finds refutations as often and
   * ones cheaper to prove, a try refuted by a defence that leaves the
   * attacker few moves being refuted in a smaller tree (Kampmann's #6:
   * 7.2 million positions to 2.9 million; with Sentinelles 15.3 to 3.3
   * million).  With two to come, the killer saves more than that. */
  FaMove killer = s->killer_defence[slot];
  gboolean killer_tried = (self || n < 3) && fa_move_is_candidate (&s->pos, killer);
  if (killer_tried)
    {
      fa_search_prefetch_children (s, &killer, 1, SALT_ATTACK);
      fa_legality_init (&legality, &s->pos);
      if (fa_search_make_if_legal (s, &legality, killer))
        {
          defended = TRUE;
          result = defence_holds_not (s, n, self);
          fa_search_unmake (s);
        }
    }
  FA_MOVE_LIST (moves, &s->pos);
  int count = result ? fa_generate_candidates (&s->pos, moves, &legality) : 0;
  if (killer_tried)
    count = fa_search_drop_move (moves, count, killer);
  /* Direct play, two attacker moves or more to come: the defences that
   * leave the attacker fewest moves come first, they refute most often.
   * Not in self and reflex play, where it cost more than it saved
   * (Hernitz's Maximummer s#27: 16 times the instructions; r#4 and s#3
   * 5 to 17 % more), nor before the attacker's last move, where counting
   * the replies of every defence costs more than the mate in one it
   * would save. */
  if (n >= 2 && count > 1 && !self)
    {
      count = order_by_replies (s, moves, count, &legality);
      legality.all_legal = TRUE; /* tested as they were counted */
    }
  fa_search_prefetch_children (s, moves, count, SALT_ATTACK);
  for (int i = 0; i < count && result; i++)
    {
      if (!fa_search_make_if_legal (s, &legality, moves[i]))
        continue;
      defended = TRUE;
      result = defence_holds_not (s, n, self);
      fa_search_unmake (s);
      if (!result)
        s->killer_defence[slot] = moves[i];
    }
  result = result && defended;
  if (!s->stopped)
    fa_tt_store (&s->tt, key, result ? n : 0, result ? 0 : n);
  return result;
}

/* The attacker has just moved as the first of its n moves: is it a win?
 * gives_check: the move checks (known before it was made), or -1 if not
 * known. */
static gboolean
attacker_move_wins_hinted (FaSearch *s, int n, int gives_check)
{
  if (s->play == FA_PLAY_DIRECT)
    {
      if (s->goal == FA_GOAL_MATE || s->goal == FA_GOAL_CHECK)
        {
          /* Mate and check need a check: skip the costly test otherwise. */
          if (gives_check < 0)
            gives_check = fa_in_check (&s->pos, s->pos.side);
          if (gives_check && fa_search_goal_reached (s))
            return TRUE;
        }
      else if (fa_search_goal_reached (s))
        return TRUE;
      return n > 1 && defence_fails (s, n - 1);
    }
  /* Selfplay: the attacker reaching the goal itself ends the game. */
  if (fa_search_goal_reached (s))
    return FALSE;
  return defence_fails (s, n);
}

static gboolean
attacker_move_wins (FaSearch *s, int n)
{
  return attacker_move_wins_hinted (s, n, -1);
}

static gboolean
attack_wins (FaSearch *s, int n)
{
  if (s->stopped || n < 1)
    return FALSE;
  uint64_t key = s->pos.hash ^ SALT_ATTACK ^ (threat_guarded (s, n - 1) ? SALT_THREAT_GUARD : 0);
  FaTTResult e = fa_tt_probe (&s->tt, key);
  if (e.found && e.win_within && e.win_within <= n)
    return TRUE;
  if (e.found && e.fail_within >= n)
    return FALSE;

  gboolean result = FALSE;
  /* Direct play: the attacker (to move) mates with n moves against n - 1;
   * selfplay: the defender mates with n moves against the attacker's n. */
  /* Direct play finds mates in one by check prediction, cheaper than
   * the bound. */
  gboolean possible = (n < 2 && s->play == FA_PLAY_DIRECT)
                      || (s->play == FA_PLAY_DIRECT ? fa_search_mate_possible (s, s->pos.side, n, n - 1)
                                                    : fa_search_mate_possible (s, s->pos.side ^ 1, n, n));
  if (!possible)
    result = FALSE;
  else if (s->play == FA_PLAY_DIRECT && n == 1)
    {
      FaMove goal;
      result = fa_search_goal_moves (s, &goal, TRUE) > 0;
    }
  else if (!(is_reflex (s) && fa_search_has_goal_move (s)))
    {
      FaLegality legality;
      int slot = MIN (n, 127);
      /* The move that won here last, before the others are generated: it
       * often wins again, and then they never are. */
      FaMove killer = s->killer_attack[slot];
      gboolean killer_tried = fa_move_is_candidate (&s->pos, killer);
      if (killer_tried)
        {
          fa_search_prefetch_children (s, &killer, 1, SALT_DEFENCE);
          fa_legality_init (&legality, &s->pos);
          if (fa_search_make_if_legal (s, &legality, killer))
            {
              result = attacker_move_wins (s, n);
              fa_search_unmake (s);
            }
        }
      FA_MOVE_LIST (moves, &s->pos);
      int count = result ? 0 : fa_generate_candidates (&s->pos, moves, &legality);
      if (killer_tried)
        count = fa_search_drop_move (moves, count, killer);
      fa_search_prefetch_children (s, moves, count, SALT_DEFENCE);
      FaCheckInfo checks;
      gboolean predict = s->play == FA_PLAY_DIRECT && (s->goal == FA_GOAL_MATE || s->goal == FA_GOAL_CHECK);
      if (predict)
        fa_check_info_init (&checks, &s->pos);
      /* Checks first (the killer tried already): they leave the defender
       * fewest replies, so wins are found and proved fastest.  A check
       * the prediction must confirm comes among them, confirmed once the
       * move is made; a move it cannot judge at all is made to know. */
      FA_SCRATCH_ARRAY (int8_t, gives, count);
      if (predict)
        {
          int front = 0;
          for (int i = 0; i < count; i++)
            gives[i] = (int8_t) fa_move_check_hint (&checks, &s->pos, moves[i], true);
          for (int i = 0; i < count; i++)
            if (gives[i])
              {
                FaMove m = moves[i];
                moves[i] = moves[front];
                moves[front] = m;
                int8_t g = gives[i];
                gives[i] = gives[front];
                gives[front++] = g;
              }
        }
      for (int i = 0; i < count && !result; i++)
        {
          int check = predict ? gives[i] : -1;
          if (!fa_search_make_if_legal (s, &legality, moves[i]))
            continue;
          result = attacker_move_wins_hinted (s, n, check);
          fa_search_unmake (s);
          if (result)
            s->killer_attack[slot] = moves[i];
        }
    }
  if (!s->stopped)
    fa_tt_store (&s->tt, key, result ? n : 0, result ? 0 : n);
  return result;
}

gboolean
fa_direct_attack_wins (FaSearch *s, int n)
{
  return attack_wins (s, n);
}

/* Smallest k <= n within which the attacker (to move) wins; 0 if none. */
static int
attack_length (FaSearch *s, int n)
{
  for (int k = 1; k <= n; k++)
    if (attack_wins (s, k))
      return k;
  return 0;
}

/* Defender to move after an attacker move: the number of attacker moves
 * still needed, given at most n; 0 if the defender holds.  For selfplay a
 * defence that reaches the goal itself counts as length 0 of the attack
 * after it: it returns -1 then ("already done"). */
static int
length_after_defence (FaSearch *s, int n)
{
  if (s->play != FA_PLAY_DIRECT && fa_search_goal_reached (s))
    return -1;
  return attack_length (s, n);
}

/* Popeye finds the moves that reach the goal at once with its own
 * generator and lists them the pieces from the top square down, each
 * piece's moves in the usual order (except a threat shorter than the
 * moves left, which comes in the usual order): reorders sorted moves that
 * way.  Not under the conditions for which Popeye does without that
 * generator (conditions.goal_moves_in_usual_order). */
static void
order_as_goal_moves (const FaSearch *s, FaMove *moves, int count)
{
  /* Popeye's generator finds mates and checks, nothing else (=1, ~1). */
  if (s->rules->conditions.goal_moves_in_usual_order || (s->goal != FA_GOAL_MATE && s->goal != FA_GOAL_CHECK))
    return;
  FA_SCRATCH_ARRAY (FaMove, out, count);
  int n = 0;
  for (int end = count; end > 0;)
    {
      int start = end;
      while (start > 0 && moves[start - 1].from == moves[end - 1].from)
        start--;
      for (int i = start; i < end; i++)
        out[n++] = moves[i];
      end = start;
    }
  memcpy (moves, out, sizeof (FaMove) * (size_t) count);
}

/* The goal moves among moves (sorted for output), in the order Popeye
 * lists moves it was forced to find: the pieces from the top square down,
 * each piece's moves in the usual order. */
static int
collect_goal_moves (FaSearch *s, const FaMove *moves, int count, FaMove *out)
{
  memcpy (out, moves, sizeof (FaMove) * (size_t) count);
  order_as_goal_moves (s, out, count);
  int n = 0;
  for (int i = 0; i < count; i++)
    {
      fa_search_make (s, out[i]);
      gboolean goal = fa_search_goal_reached (s);
      fa_search_unmake (s);
      if (goal)
        out[n++] = out[i];
    }
  return n;
}

/* The moves the side to move may choose: in reflex play a side that can
 * reach the goal must, so only its goal moves remain. */
static int
legal_choices (FaSearch *s, FaMove *moves)
{
  int count = fa_search_legal_sorted (s, moves);
  if (!is_reflex (s))
    return count;
  FA_MOVE_LIST (goal_moves, &s->pos);
  int goals = collect_goal_moves (s, moves, count, goal_moves);
  if (!goals)
    return count;
  memcpy (moves, goal_moves, sizeof (FaMove) * (size_t) goals);
  return goals;
}

static void build_defences (FaSearch *s, FaSolutionNode *node, int n, gboolean show_refutations,
                            int *n_refutations, int refutation_limit);

/* Selfplay, the defender to move with these choices: does every one of
 * them reach the goal? */
static gboolean
forced_goal (FaSearch *s, const FaMove *choices, int count)
{
  if (s->play == FA_PLAY_DIRECT || count == 0)
    return FALSE;
  for (int i = 0; i < count; i++)
    {
      fa_search_make (s, choices[i]);
      gboolean goal = fa_search_goal_reached (s);
      fa_search_unmake (s);
      if (!goal)
        return FALSE;
    }
  return TRUE;
}

/* Adds the attacker move (not yet made), known to win within n, with its
 * threat and variations below it. */
static FaSolutionNode *
build_attack (FaSearch *s, FaSolutionNode *parent, FaNodeRole role, FaMove move, int n, int number)
{
  FaSolutionNode *node = fa_search_add_and_make (s, parent, role, move, number);
  gboolean done = s->play == FA_PLAY_DIRECT && fa_search_goal_reached (s);
  if (!done && (s->problem->options.variation || role == FA_NODE_TRY))
    {
      int refutations = 0;
      build_defences (s, node, n, role == FA_NODE_TRY, &refutations, G_MAXINT);
    }
  fa_search_unmake (s);
  return node;
}

/* Attacker moves (attacker to move) that win in exactly n, as children. */
static void
build_continuations (FaSearch *s, FaSolutionNode *parent, FaNodeRole role, int n, int number)
{
  FA_MOVE_LIST (moves, &s->pos);
  int count = fa_search_legal_sorted (s, moves);
  if (s->play == FA_PLAY_DIRECT && n == 1)
    order_as_goal_moves (s, moves, count);
  for (int i = 0; i < count && !s->stopped; i++)
    {
      fa_search_make (s, moves[i]);
      gboolean wins = attacker_move_wins (s, n); /* n is minimal: none wins faster */
      fa_search_unmake (s);
      if (wins)
        build_attack (s, parent, role, moves[i], n, number);
    }
}

/* The legal move of the current position that plays threat: the same
 * squares and promotion, from elsewhere if it was, whatever stands on its
 * square now.  Popeye matches a threat so: under Andernach, after
 * 1...Qc1*d2=w the white queen's d2-d4 is still the threat d2-d4 of a
 * pawn that is gone; under Circe, after 1...e3-e2, Sc1*e2 is still the
 * threat Sc1-e2; under Mars Circe Sc1-g1*e2 is not. */
static gboolean
find_threat_move (FaPosition *pos, FaMove threat, gboolean via, FaMove *out)
{
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    if (moves[i].from == threat.from && moves[i].to == threat.to && moves[i].promotion == threat.promotion
        && fa_mars_move_starts_elsewhere (pos, moves[i]) == via)
      {
        *out = moves[i];
        return TRUE;
      }
  return FALSE;
}

/* Does every attacker move among threats still win within n in the
 * current position (after a defence)?  via[i]: threats[i] started from
 * elsewhere (Mars Circe). */
static gboolean
threats_still_work (FaSearch *s, const FaMove *threats, const gboolean *via, int n_threats, int n)
{
  for (int i = 0; i < n_threats; i++)
    {
      FaMove move;
      if (!find_threat_move (&s->pos, threats[i], via[i], &move))
        return FALSE;
      fa_search_make (s, move);
      gboolean wins = attacker_move_wins (s, n);
      fa_search_unmake (s);
      if (!wins)
        return FALSE;
    }
  return TRUE;
}

/* The defender is to move after the attacker's move of an n-move attack
 * (the node's move).  Adds the threat, the variations and, for tries, the
 * refutations. */
static void
build_defences (FaSearch *s, FaSolutionNode *node, int n, gboolean show_refutations,
                int *n_refutations, int refutation_limit)
{
  int number = node->move.number;
  int rest = n - 1; /* attacker moves after a defence */

  FA_MOVE_LIST (defences, &s->pos);
  FA_MOVE_LIST (refutations, &s->pos);
  int n_defences = legal_choices (s, defences), n_refuting = 0;
  /* Selfplay: a defender whose every choice reaches the goal (the only
   * move mates; in reflex play, a defender that can mate must) ends the
   * play here.  Popeye shows those moves as the variations, with neither
   * threat nor "zugzwang.". */
  if (forced_goal (s, defences, n_defences))
    {
      *n_refutations = 0;
      if (s->problem->options.variation)
        for (int i = 0; i < n_defences; i++)
          {
            fa_search_add_and_make (s, node, FA_NODE_DEFENCE, defences[i], number);
            fa_search_unmake (s);
          }
      return;
    }

  /* The threat: what the attacker would do if the defender could pass. */
  FA_MOVE_LIST (threats, &s->pos);
  FA_SCRATCH_ARRAY (gboolean, threat_via, fa_move_capacity (&s->pos));
  int n_threats = 0, threat_length = 0;
  gboolean checked = fa_in_check (&s->pos, s->pos.side);
  if (!checked && rest >= 1 && s->problem->options.variation)
    {
      int limit = rest;
      if (s->problem->options.threat > 0 && s->problem->options.threat < limit)
        limit = s->problem->options.threat;
      FaMove pass = FA_PASS_MOVE;
      fa_position_make (&s->pos, pass);
      threat_length = s->problem->options.no_threat ? 0 : attack_length (s, limit);
      if (threat_length)
        {
          node->marks |= FA_MARK_THREAT_FOLLOWS;
          FA_MOVE_LIST (moves, &s->pos);
          int count = fa_search_legal_sorted (s, moves);
          if (s->play == FA_PLAY_DIRECT && threat_length == 1 && number + 1 == s->problem->stipulation.moves)
            order_as_goal_moves (s, moves, count);
          for (int i = 0; i < count; i++)
            {
              fa_search_make (s, moves[i]);
              gboolean wins = attacker_move_wins (s, threat_length);
              fa_search_unmake (s);
              if (wins)
                threats[n_threats++] = moves[i];
            }
          for (int i = 0; i < n_threats; i++)
            build_attack (s, node, FA_NODE_THREAT, threats[i], threat_length, number + 1);
          for (int i = 0; i < n_threats; i++)
            threat_via[i] = fa_mars_move_starts_elsewhere (&s->pos, threats[i]);
        }
      else if (!s->problem->options.no_threat)
        node->marks |= FA_MARK_ZUGZWANG;
      fa_position_unmake (&s->pos);
    }

  for (int i = 0; i < n_defences && !s->stopped; i++)
    {
      fa_search_make (s, defences[i]);
      int length = length_after_defence (s, rest);
      if (length == 0)
        {
          fa_search_unmake (s);
          refutations[n_refuting++] = defences[i];
          continue;
        }
      gboolean shown = TRUE;
      /* With a threat, Popeye shows a variation only if it is longer than
       * the threat, or as long and defeats at least one threat move;
       * shorter variations are not shown. */
      if (threat_length && length != 0)
        shown = length > threat_length
                || (length == threat_length && !threats_still_work (s, threats, threat_via, n_threats, threat_length));
      if (length > 0 && length < rest && s->problem->options.no_short_variations)
        shown = FALSE;
      /* Selfplay: a defence that reaches the goal itself before the last
       * move is not shown (Popeye). */
      if (length < 0 && rest > 0)
        shown = FALSE;
      fa_search_unmake (s);
      if (!shown || !s->problem->options.variation)
        continue;
      FaSolutionNode *defence = fa_search_add_and_make (s, node, FA_NODE_DEFENCE, defences[i], number);
      if (length > 0)
        build_continuations (s, defence, FA_NODE_CONTINUATION, length, number + 1);
      fa_search_unmake (s);
    }
  *n_refutations = n_refuting;
  if (show_refutations && n_refuting <= refutation_limit)
    for (int i = 0; i < n_refuting; i++)
      {
        fa_search_add_and_make (s, node, FA_NODE_REFUTATION, refutations[i], number);
        fa_search_unmake (s);
      }
}

/* Counts the defences (defender to move) after which the attacker no
 * longer wins, stopping once more than limit are found. */
static int
count_refutations (FaSearch *s, int rest, int limit)
{
  FA_MOVE_LIST (moves, &s->pos);
  int count = fa_generate_legal (&s->pos, moves), found = 0;
  if (count == 0)
    return limit + 1; /* no defence at all and no goal: not a try */
  for (int i = 0; i < count && found <= limit && !s->stopped; i++)
    {
      fa_search_make (s, moves[i]);
      if (length_after_defence (s, rest) == 0)
        found++;
      fa_search_unmake (s);
    }
  return found;
}

typedef struct
{
  int n;
  int refutation_limit;
} DirectRoot;

/* Tries are wanted: Try, or Defence n, which asks for the tries with up
 * to n refutations (Popeye's Try is Defence 1). */
static gboolean
tries_wanted (const FaOptions *o)
{
  return o->try_play || o->defence > 0;
}

/* One first move of the attacker: a key, a try or nothing. */
static void
direct_root_task (FaSearch *s, FaMove move, FaSolutionNode *into, gpointer data)
{
  const DirectRoot *root = data;
  const FaOptions *o = &s->problem->options;
  int n = root->n;
  fa_search_set_current (s, move);

  fa_search_make (s, move);
  gboolean wins = attacker_move_wins (s, n);

  /* A key that wins in fewer moves (a short solution) has its threat and
   * variations for the length it needs, as Popeye shows it: in a #3 whose
   * key mates in two, "1.a3! zugzwang. 1...Kf3 2.Qf2#", not the threats of
   * mate in two after a pass. */
  int length = n;
  while (wins && length > 1 && !s->stopped && attacker_move_wins (s, length - 1))
    length--;
  int refutations = 0;
  if (!wins && tries_wanted (o) && !s->stopped && !(s->play == FA_PLAY_DIRECT && n == 1))
    refutations = count_refutations (s, n - 1, root->refutation_limit);
  fa_search_unmake (s);
  if (s->stopped)
    return;
  if (wins)
    {
      FaSolutionNode *key = build_attack (s, into, FA_NODE_KEY, move, length, 1);
      fa_search_report (s, key);
    }
  else if (tries_wanted (o) && refutations >= 1 && refutations <= root->refutation_limit)
    build_attack (s, into, FA_NODE_TRY, move, n, 1);
}

void
fa_direct_solve (FaSearch *s, FaSolutionNode *phase, int n, gboolean set_play)
{
  const FaOptions *o = &s->problem->options;
  if (set_play)
    {
      /* The defender moves first; the attacker then has n - 1 moves
       * (selfplay: n, since the defender's last move ends it). */
      int rest = n - 1;
      FA_MOVE_LIST (defences, &s->pos);
      int count = legal_choices (s, defences);
      if (forced_goal (s, defences, count))
        {
          /* Every choice reaches the goal at once: the set play is those
           * moves ("1...b3-b2 #"). */
          for (int i = 0; i < count; i++)
            {
              fa_search_add_and_make (s, phase, FA_NODE_DEFENCE, defences[i], 1);
              fa_search_unmake (s);
            }
          return;
        }
      for (int i = 0; i < count && !s->stopped; i++)
        {
          fa_search_make (s, defences[i]);
          int length = length_after_defence (s, rest);
          fa_search_unmake (s);
          if (length == 0 || (length < 0 && rest > 0))
            continue;
          FaSolutionNode *defence = fa_search_add_and_make (s, phase, FA_NODE_DEFENCE, defences[i], 1);
          if (length > 0)
            build_continuations (s, defence, FA_NODE_CONTINUATION, length, 2);
          fa_search_unmake (s);
        }
      return;
    }

  int refutation_limit = o->defence > 0 ? o->defence : 1;
  FA_MOVE_LIST (moves, &s->pos);
  int count = fa_search_legal_sorted (s, moves);
  if (is_reflex (s) && fa_search_has_goal_move (s))
    {
      /* The attacker must reach the goal itself: the stipulation cannot be
       * met.  Popeye shows these moves with "?!?". */
      FA_MOVE_LIST (goal_moves, &s->pos);
      int goals = collect_goal_moves (s, moves, count, goal_moves);
      for (int i = 0; i < goals; i++)
        {
          fa_search_add_and_make (s, phase, FA_NODE_OBLIGED_GOAL, goal_moves[i], 1);
          fa_search_unmake (s);
        }
      return;
    }
  if (s->play == FA_PLAY_DIRECT && n == 1)
    order_as_goal_moves (s, moves, count);
  DirectRoot root = { n, refutation_limit };
  fa_search_each_root (s, moves, count, phase, direct_root_task, &root);
}
