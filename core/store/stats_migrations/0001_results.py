from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='GameResult',
            fields=[
                ('id', fields.BigIntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('server', fields.BigIntField(db_index=True)),
                ('game', fields.IntField()),
                ('seat', fields.IntField()),
                ('user', fields.BigIntField(db_index=True)),
                ('name', fields.CharField(max_length=100)),
                ('variant', fields.CharField(max_length=64)),
                ('role', fields.CharField(max_length=100)),
                ('side', fields.CharField(max_length=100)),
                ('won', fields.BooleanField()),
                ('survived', fields.BooleanField()),
                ('recorded', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'game_result', 'app': 'mafia_stats', 'unique_together': (('game', 'seat'),), 'pk_attr': 'id'},
            bases=['Model'],
        ),
    ]
