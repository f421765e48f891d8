cat >calc.y <<'Y'
%{
#include <stdio.h>
int yylex(void); void yyerror(const char *s);
%}
%token NUM IDENT IF THEN ELSE
%%
prog: /* empty */ | prog stmt ;
stmt: expr ';'
    | IF expr THEN stmt
    | IF expr THEN stmt ELSE stmt
    | IDENT '=' expr ';'
    ;
expr: NUM
    | IDENT
    | expr '+' expr
    | expr '-' expr
    | expr '*' expr
    | expr '/' expr
    | '-' expr
    | '(' expr ')'
    | IDENT '(' args ')'
    ;
args: /* empty */ | expr | args ',' expr ;
unused_rule: NUM NUM ;
%%
Y
