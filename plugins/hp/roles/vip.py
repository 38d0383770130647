"""VIP: иммунитет к Электрику, Авторитету, Политику, Гопнику, Культисту и контратакам ВДВшника.

The day abilities may be aimed at VIP and do nothing to him ("иммунитет", not "не может быть целью"). A
Политик's vote against VIP weighs 1; under Авторитет it does not count at all (day.tally).
Медик, Реаниматолог, Плагиатор may target VIP.
"""

from core.rules import Role

ROLE = Role("VIP", public=True, aliases=("ВИП",))
