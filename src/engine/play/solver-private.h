/* What the solver builds from a problem before it searches, for the
 * engine's other readers of a diagram (verify/diagram-legality.c), so that
 * they judge it under the rules the solver plays by. */
#pragma once

#include "board/position.h"
#include "problem/problem.h"
#include "rules/rules.h"

/* The rules of the problem: its kinds (twins' and promotions' included),
 * the royal and neutral units, the Rococo pieces, the conditions
 * compiled.  NULL when the solver would refuse them, with *error (free
 * it) saying why and *error_at where, if known.  Free with
 * fa_rules_free. */
FaRules *fa_solver_rules_new (const FaProblem *p, char **error, FaSourcePos *error_at);

/* The diagram into pos, played under rules (from fa_solver_rules_new):
 * NULL, or what is wrong with it (free it); *where gets the piece or
 * condition it is about. */
char *fa_solver_setup_position (FaPosition *pos, const FaRules *rules, const FaProblem *p, FaSourcePos *where);

/* Which side plays first in the solution phase (FA_WHITE or FA_BLACK):
 * the other side made the diagram's last move. */
int fa_solver_first_side (const FaProblem *p);
