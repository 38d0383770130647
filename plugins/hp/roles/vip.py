"""VIP: иммунитет к Электрику, Авторитету, Политику, Гопнику, Культисту и контратакам ВДВшника."""

from core.rules import Role

ROLE = Role("VIP", public=True, aliases=("ВИП",), summary="Иммунитет к дневным способностям и контратакам ВДВ.")
STEPS: list = []
