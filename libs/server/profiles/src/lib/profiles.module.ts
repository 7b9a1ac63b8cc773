import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ProfileEntity } from './profile.entity';
import { ProfilesController } from './profiles.controller';
import { ProfileListings } from './profile-listings.service';
import { ProfileRights } from './profile-rights.service';
import { ProfilesService } from './profiles.service';
import { RolesService } from './roles.service';
import { UserRole } from './user-role.entity';

@Module({
  imports: [MikroOrmModule.forFeature([ProfileEntity, UserRole])],
  controllers: [ProfilesController],
  providers: [ProfilesService, RolesService, ProfileListings, ProfileRights],
  exports: [ProfilesService, RolesService, ProfileListings, ProfileRights],
})
export class ProfilesModule {}
